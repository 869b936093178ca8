/**
 * Where a discussion's range lies in an element's text now. A range is stored as offsets into the
 * element's rendered text plus the quoted words; the document may have been edited since, so the
 * quote wins: at its stored place when it is still there, else its occurrence nearest to it.
 */
export type StoredRange = { start: number; end: number; quote: string };

export function locateRange(text: string, range: StoredRange): { start: number; end: number } | null {
  const { start, end, quote } = range;
  if (quote === '') return end > start && end <= text.length ? { start, end } : null;
  if (text.slice(start, end) === quote) return { start, end };
  let best: number | null = null;
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
    if (best === null || Math.abs(at - start) < Math.abs(best - start)) best = at;
  }
  return best === null ? null : { start: best, end: best + quote.length };
}

/** One text node's share of a range: the node's index and the offsets inside it. */
export type Piece = { index: number; from: number; to: number };

/**
 * Splits a range of a text made of consecutive pieces (text nodes of these lengths) into the part
 * each piece holds; pieces outside the range, and empty shares, are left out.
 */
export function splitOverPieces(lengths: readonly number[], start: number, end: number): Piece[] {
  const pieces: Piece[] = [];
  let offset = 0;
  lengths.forEach((length, index) => {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, length);
    if (to > from) pieces.push({ index, from, to });
    offset += length;
  });
  return pieces;
}
