import type { PointsToKind } from './elementModel';

/**
 * Links of bibliography items (domain spec §9): structured documents open in the document viewer,
 * simple documents in theirs, informational resources at their stored URL. Every link opens in a
 * new tab; one that does not start with the app's base URL is marked external.
 */
export type BibliographyLink = { href: string; external: boolean; openInNewTab: true };

const ABSOLUTE = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Whether a link leaves the app: an absolute link not under `base`, or any absolute link when the
 * base is relative ('' or '/app'). A path-only link ('/docs/…') stays in the app.
 */
export function isExternalLink(href: string, base: string): boolean {
  if (!ABSOLUTE.test(href)) return false;
  const root = base.replace(/\/+$/, '');
  if (!ABSOLUTE.test(root)) return true;
  return !(href === root || href.startsWith(`${root}/`) || href.startsWith(`${root}?`) || href.startsWith(`${root}#`));
}

/** The link of an item pointing to `id` of `kind`; null when there is nowhere to go. */
export function bibliographyLink(kind: PointsToKind | undefined, id: string | undefined, storedUrl: string | undefined, base: string): BibliographyLink | null {
  const root = base.replace(/\/+$/, '');
  let href: string | null = null;
  if (kind === 'StructuredDocument' && id) href = `${root}/structuredDocuments/view/${id}`;
  else if (kind === 'SimpleDocument' && id) href = `${root}/docs/view/${id}`;
  else if (storedUrl?.trim()) href = storedUrl.trim();
  if (!href || /^\s*(javascript|data|vbscript):/i.test(href)) return null;
  return { href, external: isExternalLink(href, base), openInNewTab: true };
}
