import { DOCUMENT_LIMITS } from '../../../../../realtime/protocol/documents/structured';

/** A heading of the rendered document: its level (h1 = 1), text and the element it belongs to. */
export type Heading = { level: number; text: string; anchorId: string };
/** A line of the table of contents; depth 1 is the top level present in the document. */
export type TocEntry = Heading & { depth: number };

/**
 * The table of contents (§9: heading depth 3 by default). Depth counts from the highest heading
 * the document has, so a document whose sections start at h2 still shows three levels; headings
 * with no text are left out (a section whose title is still empty).
 */
export function buildToc(headings: readonly Heading[], maxDepth: number = DOCUMENT_LIMITS.tocDepth): TocEntry[] {
  const named = headings.map((h) => ({ ...h, text: h.text.replace(/\s+/g, ' ').trim() })).filter((h) => h.text !== '');
  if (named.length === 0) return [];
  const top = Math.min(...named.map((h) => h.level));
  return named.map((h) => ({ ...h, depth: h.level - top + 1 })).filter((h) => h.depth <= maxDepth);
}
