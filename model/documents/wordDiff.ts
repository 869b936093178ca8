/**
 * Word-level difference of two texts, for the comparison of two versions of a document: inside an
 * element whose text changed, the words that went away and the words that came are highlighted,
 * not the whole element. Tokens are words (letters, digits, '_'), runs of white space and single
 * other characters, so "договор," → "договора," marks one word and keeps the comma.
 */

export type WordOp = 'same' | 'added' | 'removed';
export type WordSegment = { op: WordOp; text: string };
/** [start, end) character offsets into one side's text. */
export type TextRange = [number, number];

const TOKEN = /\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu;

export const tokenizeWords = (text: string): string[] => text.match(TOKEN) ?? [];

/**
 * Past this many cells the table of the middle part would cost more than it is worth (two
 * elements of ~2,000 words each): the changed middle is reported as removed and added whole.
 */
const MAX_CELLS = 4_000_000;

/** Adds a segment, merged into the previous one when it has the same op. */
function push(out: WordSegment[], op: WordOp, text: string): void {
  if (!text) return;
  const last = out.at(-1);
  if (last?.op === op) last.text += text;
  else out.push({ op, text });
}

/** The middle part (shared ends already cut off) by the longest common subsequence of tokens. */
function diffMiddle(a: string[], b: string[], out: WordSegment[]): void {
  if (a.length * b.length > MAX_CELLS) {
    push(out, 'removed', a.join(''));
    push(out, 'added', b.join(''));
    return;
  }
  // lengths[i][j]: the LCS of a[i..] and b[j..], one flat array
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(out, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push(out, 'removed', a[i++]!);
    else push(out, 'added', b[j++]!);
  }
  while (i < a.length) push(out, 'removed', a[i++]!);
  while (j < b.length) push(out, 'added', b[j++]!);
}

/** The older text turned into the newer one, as segments kept, removed and added (in reading order). */
export function diffWords(older: string, newer: string): WordSegment[] {
  const a = tokenizeWords(older);
  const b = tokenizeWords(newer);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail += 1;
  const out: WordSegment[] = [];
  push(out, 'same', a.slice(0, head).join(''));
  diffMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail), out);
  push(out, 'same', a.slice(a.length - tail).join(''));
  return out;
}

/**
 * Where the changes are in one side's text: removed segments on the older side, added ones on the
 * newer. White space alone is not marked (a highlighted gap says nothing), and a changed run's
 * edges are trimmed of it.
 */
export function changedRanges(segments: readonly WordSegment[], side: 'older' | 'newer'): TextRange[] {
  const mine: WordOp = side === 'older' ? 'removed' : 'added';
  const ranges: TextRange[] = [];
  let at = 0;
  for (const { op, text } of segments) {
    if (op !== 'same' && op !== mine) continue;
    if (op === mine) {
      const start = at + (text.length - text.trimStart().length);
      const end = at + text.trimEnd().length;
      if (end > start) ranges.push([start, end]);
    }
    at += text.length;
  }
  return ranges;
}
