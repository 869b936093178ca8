/**
 * Where the rendered document holds saved searches (the server's render marks them, see
 * collab-server/documents/structured/render/searchResultHtml.ts): the SemanticSearchResult
 * elements with their search, limit and parameters, the root's navigation search, and the ids
 * (innerId and objectId) semantic navigation can point at.
 */

export type SearchHost = {
  elementId: string;
  searchId: string;
  limit: number | null;
  params: string;
  /** The table as rendered (kept for print until the live one is there). */
  staticNode: HTMLElement | null;
  /** Where the live table goes. */
  host: HTMLElement;
};

const LIVE_CLASS = 'sdoc-search-live';

/** The search elements of the rendered document, each given an empty node for its live table. */
export function collectSearchHosts(root: HTMLElement): SearchHost[] {
  return [...root.querySelectorAll<HTMLElement>('[data-element-id][data-search-id]')].map((element) => {
    const staticNode = element.querySelector<HTMLElement>(':scope > .sdoc-search-static');
    let host = element.querySelector<HTMLElement>(`:scope > .${LIVE_CLASS}`);
    if (!host) {
      host = document.createElement('div');
      host.className = LIVE_CLASS;
      if (staticNode) staticNode.after(host);
      else element.append(host);
    }
    const limit = Number(element.dataset.searchLimit);
    return {
      elementId: element.dataset.elementId ?? '',
      searchId: element.dataset.searchId ?? '',
      limit: Number.isInteger(limit) && limit > 0 ? limit : null,
      params: element.dataset.searchParams ?? '',
      staticNode,
      host,
    };
  });
}

/** The search the document names for semantic navigation, if any. */
export const navigationSearchOf = (root: HTMLElement): string | null => root.querySelector<HTMLElement>('[data-navigation-search]')?.dataset.navigationSearch ?? null;

/** Every element's innerId by its innerId and by its objectId (lowercased: ids are typed by hand). */
export function elementIdIndex(root: HTMLElement): Map<string, string> {
  const index = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-element-id]')) {
    const innerId = element.dataset.elementId;
    if (!innerId) continue;
    index.set(innerId.toLowerCase(), innerId);
    const objectId = element.dataset.elementObjectId;
    if (objectId && !index.has(objectId.toLowerCase())) index.set(objectId.toLowerCase(), innerId);
  }
  return index;
}

/** The element's own words, to name an item the search gives no name: its heading, title or first text. */
export function elementLabel(root: HTMLElement, innerId: string, max = 80): string {
  const element = root.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(innerId)}"]`);
  if (!element) return '';
  const named = element.querySelector<HTMLElement>(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6, :scope > .sdoc-block-title, :scope > figcaption');
  const text = (named?.textContent ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
