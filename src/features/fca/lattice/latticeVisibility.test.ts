import { describe, expect, it } from 'vitest';
import { coverLists, minExtentForLimit, reachable, visibleLattice } from './latticeVisibility';

/**
 * A hand-made lattice of 6 concepts (extent sizes in brackets):
 *        0 [4]
 *       /    \
 *     1 [3]  2 [2]
 *     |  \   /
 *   3 [2]  4 [1]
 *      \  /
 *      5 [0]
 */
const sizes = [4, 3, 2, 2, 1, 0];
const covers: Array<[number, number]> = [
  [1, 0],
  [2, 0],
  [3, 1],
  [4, 1],
  [4, 2],
  [5, 3],
  [5, 4],
];
const whole = { indices: [0, 1, 2, 3, 4, 5], covers };

describe('visibleLattice', () => {
  it('draws everything when nothing is collapsed', () => {
    const visible = visibleLattice(whole, new Set());
    expect(visible.concepts).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visible.edges).toHaveLength(7);
    expect(visible.hiddenBelow.size).toBe(0);
  });

  it('keeps the whole-lattice numbers of an iceberg', () => {
    // the iceberg at extent ≥ 2: concepts 0, 1, 2, 3 renumbered 0–3 by the model, covers local
    const visible = visibleLattice({ indices: [0, 1, 2, 3], covers: [[1, 0], [2, 0], [3, 1]] }, new Set([1]));
    expect(visible.concepts).toEqual([0, 1, 2]);
    expect(visible.hiddenBelow.get(1)).toBe(1);
  });

  it('hides what is reachable only through a collapsed concept, and counts it', () => {
    const visible = visibleLattice(whole, new Set([1]));
    // 3 hangs under 1 only; 4 and 5 are still reached through 2
    expect(visible.concepts).toEqual([0, 1, 2, 4, 5]);
    expect(visible.hiddenBelow.get(1)).toBe(1);
    expect(visible.edges.map(([l, u]) => [visible.concepts[l], visible.concepts[u]])).toContainEqual([5, 4]);
    const both = visibleLattice(whole, new Set([1, 2]));
    expect(both.concepts).toEqual([0, 1, 2]);
    expect(both.hiddenBelow.get(1)).toBe(3);
  });

  it('collapsing the top leaves the top alone', () => {
    const visible = visibleLattice(whole, new Set([0]));
    expect(visible.concepts).toEqual([0]);
    expect(visible.hiddenBelow.get(0)).toBe(5);
  });
});

describe('reachable', () => {
  const lists = coverLists(6, covers);
  it('gives the strict upper and lower sets', () => {
    expect([...reachable(4, lists.ups)].sort()).toEqual([0, 1, 2]);
    expect([...reachable(1, lists.downs)].sort()).toEqual([3, 4, 5]);
    expect(reachable(0, lists.ups).size).toBe(0);
  });
});

describe('minExtentForLimit', () => {
  it('raises the threshold until at most the limit is left', () => {
    expect(minExtentForLimit(sizes, 10)).toBe(0);
    const threshold = minExtentForLimit(sizes, 3);
    expect(sizes.filter((s) => s >= threshold).length).toBeLessThanOrEqual(3);
    expect(threshold).toBe(3);
  });
});
