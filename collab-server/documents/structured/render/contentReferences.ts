import type { DocumentSnapshot } from '../../../../model/documents/elementModel';
import { parseReferences, referenceTarget, type DocumentKinds } from '../../../../model/documents/referenceSyntax';
import { escapeHtml } from './htmlText';

/** Every object id the document's content refers to (their names are looked up in one batch). */
export function referencedIds(snapshot: DocumentSnapshot): string[] {
  const ids = new Set<string>();
  for (const element of Object.values(snapshot.elements)) {
    if (!element.content.includes(':')) continue;
    for (const ref of parseReferences(element.content)) {
      ids.add(ref.objectId);
      if (ref.propId) ids.add(ref.propId);
    }
  }
  return [...ids];
}

// Private-use characters survive markdown-it untouched and never occur in typed text we keep.
const OPEN = '\uE000';
const CLOSE = '\uE001';

export type LinkedMarkdown = { markdown: string; links: string[] };

/**
 * Replaces each reference in Markdown with a placeholder and builds its link, so markdown-it
 * never sees (or mangles) the reference syntax; `restoreLinks` puts the links into the HTML.
 */
export function placeReferenceLinks(content: string, baseUrl: string, names: ReadonlyMap<string, string>, documentKinds?: DocumentKinds): LinkedMarkdown {
  const refs = parseReferences(content);
  if (!refs.length) return { markdown: content, links: [] };
  const links: string[] = [];
  let markdown = '';
  let at = 0;
  for (const ref of refs) {
    markdown += content.slice(at, ref.offset) + `${OPEN}${links.length}${CLOSE}`;
    at = ref.offset + ref.length;
    const name = ref.displayName ?? names.get(ref.objectId) ?? ref.objectId;
    const { href, external: outside } = referenceTarget(ref, baseUrl, documentKinds);
    const external = outside ? ' target="_blank" rel="noopener"' : '';
    const classes = `sdoc-ref sdoc-ref-${ref.kind}${ref.expandContent ? ' sdoc-ref-expand' : ''}`;
    links.push(`<a class="${classes}" href="${escapeHtml(href)}"${external} data-ref-kind="${ref.kind}" data-object-id="${ref.objectId}">${escapeHtml(name)}</a>`);
  }
  return { markdown: markdown + content.slice(at), links };
}

const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

export const restoreLinks = (html: string, links: readonly string[]): string =>
  links.length ? html.replace(PLACEHOLDER, (whole, i: string) => links[Number(i)] ?? whole) : html;
