import type { TextRange } from '../../../../../model/documents/wordDiff';

/**
 * Ranges of an element's text (model/documents/wordDiff.ts) cut along the text nodes it is made of:
 * for each node, the [start, end) offsets inside it to highlight. A changed word split by markup
 * ("**до**говор") is highlighted in each of its pieces.
 */
export function rangesPerNode(nodeLengths: readonly number[], ranges: readonly TextRange[]): TextRange[][] {
  const out: TextRange[][] = nodeLengths.map(() => []);
  let nodeStart = 0;
  nodeLengths.forEach((length, n) => {
    const nodeEnd = nodeStart + length;
    for (const [start, end] of ranges) {
      const from = Math.max(start, nodeStart);
      const to = Math.min(end, nodeEnd);
      if (to > from) out[n]!.push([from - nodeStart, to - nodeStart]);
    }
    nodeStart = nodeEnd;
  });
  return out;
}
