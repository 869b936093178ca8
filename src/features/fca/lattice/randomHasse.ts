import type { Edge } from './latticeLayout';

/**
 * A seeded random order with one top, for the layout's tests: each node after the top is covered
 * by 1 to `maxCovers` earlier nodes (the same seed gives the same order).
 */
export function randomHasse(n: number, seed: number, maxCovers: number): Edge[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const edges: Edge[] = [];
  for (let node = 1; node < n; node++) {
    const uppers = new Set<number>();
    const count = 1 + Math.floor(random() * maxCovers);
    for (let c = 0; c < count; c++) uppers.add(Math.floor(random() * node));
    for (const upper of uppers) edges.push([node, upper]);
  }
  return edges;
}
