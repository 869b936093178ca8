import { describe, expect, it } from 'vitest';
import { routeEdges, type Point } from './edgeRoutes';
import { EDGE_CLEARANCE, NODE_RADIUS } from './latticeDrawing';
import { randomHasse as randomHasseOf } from './randomHasse';
import { layoutLattice, type Edge } from './latticeLayout';

// Geometry of the drawn edges: no edge passes through (within a node's radius of) a node it does not
// connect. Straight lines did on lattices with covers spanning several layers.

const randomHasse = (n: number, seed: number): Edge[] => randomHasseOf(n, seed, 4);

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Nodes of the layers strictly between an edge's ends that its polyline comes within a radius of. */
function nodesRunThrough(n: number, edges: Edge[], withBends: boolean): Array<{ edge: Edge; node: number }> {
  const layout = layoutLattice(n, edges, { widths: new Array<number>(n).fill(2 * NODE_RADIUS), gap: 6, layerGap: 56 });
  const nodes = Array.from({ length: n }, (_, i) => ({ x: layout.x[i]!, y: layout.y[i]! }));
  const bends = withBends ? routeEdges(nodes, layout.layers, layout.layer, edges, EDGE_CLEARANCE) : edges.map(() => []);
  const found: Array<{ edge: Edge; node: number }> = [];
  edges.forEach((edge, e) => {
    const [lower, upper] = edge;
    const points: Point[] = [[nodes[upper]!.x, nodes[upper]!.y], ...bends[e]!, [nodes[lower]!.x, nodes[lower]!.y]];
    for (let l = layout.layer[upper]! + 1; l < layout.layer[lower]!; l++) {
      for (const node of layout.layers[l]!) {
        const centre: Point = [nodes[node]!.x, nodes[node]!.y];
        for (let s = 0; s + 1 < points.length; s++) {
          if (distanceToSegment(centre, points[s]!, points[s + 1]!) < NODE_RADIUS) {
            found.push({ edge, node });
            break;
          }
        }
      }
    }
  });
  return found;
}

// N5 with a long side: top 0; 1 under 0; 2 under 1; 3 under 2; 4 under 0 only; bottom 5 under 3 and 4.
// The chain 0-1-2-3-5 stands in one column; the cover 5→4 and 4→0 span layers and cross it.
const PENTAGON: Edge[] = [[1, 0], [2, 1], [3, 2], [4, 0], [5, 3], [5, 4]];
// a chain with a cover from the bottom straight to a node three layers up, drawn in one column
const SHORTCUT: Edge[] = [[1, 0], [2, 1], [3, 2], [4, 3], [4, 0], [5, 0]];

describe('routeEdges', () => {
  it('straight lines run through nodes on these diagrams (what the routing fixes)', () => {
    expect(nodesRunThrough(6, SHORTCUT, false).length).toBeGreaterThan(0);
    expect(nodesRunThrough(300, randomHasse(300, 5), false).length).toBeGreaterThan(0);
  });

  it.each([
    ['pentagon', 6, PENTAGON],
    ['shortcut', 6, SHORTCUT],
    ['random 120', 120, randomHasse(120, 1)],
    ['random 300', 300, randomHasse(300, 5)],
    ['random 600', 600, randomHasse(600, 9)],
  ] as const)('%s: no edge passes through a node it does not connect', (_, n, edges) => {
    expect(nodesRunThrough(n, [...edges], true)).toEqual([]);
  });

  it('leaves an edge between adjacent layers, or one with a clear way, straight', () => {
    const nodes = [
      { x: 0, y: 0 },
      { x: 0, y: 50 },
      { x: 100, y: 100 },
      { x: 100, y: 50 },
    ];
    // node 3 stands on the middle layer far from the line 2→0 (which runs at x = 50 there); 1→0 is adjacent
    const bends = routeEdges(nodes, [[0], [1, 3], [2]], [0, 1, 2, 1], [[1, 0], [2, 0], [2, 3]], EDGE_CLEARANCE);
    expect(bends).toEqual([[], [], []]);
    // node 1 moved under the line: 2→0 crosses that layer upright beside it, on the nearer side
    const blocked = routeEdges([nodes[0]!, { x: 50, y: 50 }, nodes[2]!, nodes[3]!], [[0], [1, 3], [2]], [0, 1, 2, 1], [[2, 0]], EDGE_CLEARANCE);
    expect(blocked).toEqual([[[30, 40], [30, 60]]]);
  });
});
