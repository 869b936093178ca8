import { bitsToIndices, countBits } from '../bitset';
import type { Concept } from '../types';

/** Intents as comparable strings, sorted: two enumerations agree when these are equal. */
export function intentKeys(concepts: Concept[]): string[] {
  return concepts.map((c) => bitsToIndices(c.intent).join(',')).sort();
}

/** Covers by brute force: B ⊂ D with no intent strictly between them. */
export function bruteForceCovers(concepts: Concept[]): Array<[number, number]> {
  const contains = (a: Uint32Array, b: Uint32Array) => a.every((word, w) => (word & b[w]!) === b[w]);
  const edges: Array<[number, number]> = [];
  const sizes = concepts.map((c) => countBits(c.intent));
  concepts.forEach((upper, u) => {
    concepts.forEach((lower, l) => {
      if (sizes[l]! <= sizes[u]! || !contains(lower.intent, upper.intent)) return;
      const between = concepts.some((mid, k) => sizes[k]! > sizes[u]! && sizes[k]! < sizes[l]! && contains(mid.intent, upper.intent) && contains(lower.intent, mid.intent));
      if (!between) edges.push([l, u]);
    });
  });
  return edges;
}

export function edgeKeys(concepts: Concept[], edges: Array<[number, number]>): string[] {
  const key = (i: number) => bitsToIndices(concepts[i]!.intent).join(',');
  return edges.map(([l, u]) => `${key(l)}<${key(u)}`).sort();
}
