import { describe, expect, it } from 'vitest';
import { countCrossings } from './layerCrossings';
import { randomHasse as randomHasseOf } from './randomHasse';
import { layoutLattice, placeInOrder, type Edge } from './latticeLayout';

/** The lattice of subsets of k elements (concept i ↔ bit set i): covers add one element. */
function booleanLattice(k: number): { n: number; edges: Edge[] } {
  const n = 1 << k;
  const edges: Edge[] = [];
  // the top is the full set: index it 0 by numbering concepts by the complement
  for (let set = 0; set < n; set++) for (let bit = 0; bit < k; bit++) if (!(set & (1 << bit))) edges.push([set | (1 << bit), set]);
  return { n, edges };
}

const randomHasse = (n: number, seed: number): Edge[] => randomHasseOf(n, seed, 6);

function expectLayered(n: number, edges: Edge[], layout: ReturnType<typeof layoutLattice>, widths?: number[]) {
  for (const [lower, upper] of edges) {
    expect(layout.layer[lower]).toBeGreaterThan(layout.layer[upper]!);
    expect(layout.y[lower]).toBeGreaterThan(layout.y[upper]!);
  }
  const seen = new Set<number>();
  for (const nodes of layout.layers) {
    for (let i = 0; i + 1 < nodes.length; i++) {
      const a = nodes[i]!;
      const b = nodes[i + 1]!;
      const room = ((widths?.[a] ?? 16) + (widths?.[b] ?? 16)) / 2;
      expect(layout.x[b]! - layout.x[a]!).toBeGreaterThanOrEqual(room - 1e-6);
    }
    for (const node of nodes) seen.add(node);
  }
  expect(seen.size).toBe(n);
}

describe('layoutLattice', () => {
  it('puts a Boolean lattice on its ranks, top alone at the top, bottom alone at the bottom', () => {
    const { n, edges } = booleanLattice(4);
    const layout = layoutLattice(n, edges);
    expect(layout.layers.map((nodes) => nodes.length)).toEqual([1, 4, 6, 4, 1]);
    expect(layout.layers[0]).toEqual([0]);
    expect(layout.layers[4]).toEqual([15]);
    expectLayered(n, edges, layout);
    // symmetric lattice, symmetric drawing: top and bottom centred over the same x
    expect(Math.abs(layout.x[0]! - layout.x[15]!)).toBeLessThan(1e-6);
  });

  it('places a node a layer below its lowest upper cover (longest path from the top)', () => {
    // 0 > 1 > 2 > 3 and 0 > 3 directly: 3 is still on layer 3
    const edges: Edge[] = [[1, 0], [2, 1], [3, 2], [3, 0]];
    const layout = layoutLattice(4, edges);
    expect([...layout.layer]).toEqual([0, 1, 2, 3]);
  });

  it('keeps the nodes of a layer apart by their widths', () => {
    const edges = randomHasse(200, 7);
    const widths = Array.from({ length: 200 }, (_, i) => 10 + (i % 7) * 20);
    const layout = layoutLattice(200, edges, { widths, gap: 5 });
    expectLayered(200, edges, layout, widths);
  });

  it('centres every layer on one axis, so a big lattice does not lean to one side', () => {
    const edges = randomHasse(800, 11);
    const layout = layoutLattice(800, edges);
    const centres = layout.layers.map((nodes) => (layout.x[nodes[0]!]! + layout.x[nodes[nodes.length - 1]!]!) / 2);
    for (const centre of centres) expect(centre).toBeCloseTo(layout.width / 2, 6);
  });

  it('is deterministic', () => {
    const edges = randomHasse(500, 42);
    const first = layoutLattice(500, edges);
    const second = layoutLattice(500, [...edges]);
    expect([...second.x]).toEqual([...first.x]);
    expect(second.layers).toEqual(first.layers);
  });

  it('reduces crossings: a crossed pair of chains comes out uncrossed', () => {
    // top 0; 1, 2 below it; 3 under 2 and 4 under 1 — the incoming order crosses them
    const edges: Edge[] = [[1, 0], [2, 0], [3, 2], [4, 1], [5, 3], [5, 4]];
    const layout = layoutLattice(6, edges);
    expect(Math.sign(layout.x[1]! - layout.x[2]!)).toBe(Math.sign(layout.x[4]! - layout.x[3]!));
  });

  it('lays out 3,500 concepts with ~12,000 covers', () => {
    const edges = randomHasse(3_500, 3);
    const started = performance.now();
    const layout = layoutLattice(3_500, edges);
    // the figure is printed, not asserted (wall-clock limits make flaky tests)
    console.info(`layout of 3,500 nodes / ${edges.length} edges: ${(performance.now() - started).toFixed(0)} ms`);
    expectLayered(3_500, edges, layout);
  });

  it('handles the empty and the one-concept lattice', () => {
    expect(layoutLattice(0, []).layers).toEqual([]);
    const one = layoutLattice(1, []);
    expect(one.layers).toEqual([[0]]);
    expect(one.width).toBe(0);
  });
});

describe('placeInOrder', () => {
  it('keeps the order and the distances, nearest to the wishes', () => {
    expect(placeInOrder([0, 0, 0], [10, 10])).toEqual([-10, 0, 10]);
    expect(placeInOrder([0, 100], [10])).toEqual([0, 100]);
    expect(placeInOrder([5, 0], [10])).toEqual([-2.5, 7.5]);
  });
});

describe('countCrossings', () => {
  it('counts a crossed pair once and none when uncrossed, long edges taken straight', () => {
    // layer 0: 0, 1; layer 1: 2, 3 — edges 2→1 and 3→0 cross
    const layer = Int32Array.from([0, 0, 1, 1]);
    const ups = [[], [], [1], [0]];
    expect(countCrossings(layer, ups, Float64Array.from([0, 1, 0, 1]), 2)).toBe(1);
    expect(countCrossings(layer, ups, Float64Array.from([0, 1, 1, 0]), 2)).toBe(0);
  });
});
