/**
 * Where in a rule's SWRL text its problems are: the text cut into plain and marked pieces (for the
 * underline drawn behind the text area) and an offset told as a line and column people can find.
 */

/** A problem at `[at, at + length)` of the text; length 0 marks the one character at `at` (or the end). */
export type TextMark = { at: number; length: number };

/** A problem of the text, at a place in it (or of the rule as a whole when `at` is null). */
export type SwrlProblem = { message: string; at: number | null; length: number };

export type TextPiece = { text: string; marked: boolean };

/** Line and column (both from 1) of an offset; an offset past the end counts as the end. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(offset, text.length));
  const before = text.slice(0, end);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: end - lineStart + 1 };
}

/** A mark's span clamped to the text; an empty mark covers one character so it can be seen. */
function spanOf(text: string, mark: TextMark): [number, number] {
  const from = Math.max(0, Math.min(mark.at, text.length));
  const to = Math.min(text.length, from + Math.max(1, mark.length));
  return [from, Math.max(from, to)];
}

/**
 * The text as pieces, marked where any problem lies (overlapping marks merge). A mark at the very
 * end (e.g. "the rule stops here") gets a visible blank piece so the underline shows.
 */
export function piecesOf(text: string, marks: readonly TextMark[]): TextPiece[] {
  const spans = marks.map((m) => spanOf(text, m)).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [from, to] of merged) {
    if (from > at) pieces.push({ text: text.slice(at, from), marked: false });
    pieces.push({ text: from === to ? ' ' : text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
