/**
 * Where a cover edge runs in the layered drawing. An edge between adjacent layers is a straight line;
 * one spanning several layers, drawn straight, can run through a node on a layer in between — a
 * Hasse diagram then reads as if that node lay on the chain. Such an edge bends on that layer and
 * passes through the gap beside the node (the layout keeps every two nodes of a layer at least two
 * node radii and a gap apart, so the gap's middle is clear), then heads on for its lower end.
 */

export type Point = readonly [x: number, y: number];

type Place = { x: number; y: number };

/** Index of the first node of `row` (sorted left to right) at or right of `x`. */
function firstAtOrRight(row: readonly number[], nodes: readonly Place[], x: number): number {
  let lo = 0;
  let hi = row.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (nodes[row[mid]!]!.x < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The node of `row` nearer than `clearance` to x, as its index in the row, or -1. */
function blockerAt(row: readonly number[], nodes: readonly Place[], x: number, clearance: number): number {
  const right = firstAtOrRight(row, nodes, x);
  let best = -1;
  let bestDistance = clearance;
  for (const i of [right - 1, right]) {
    const node = row[i];
    if (node === undefined) continue;
    const distance = Math.abs(nodes[node]!.x - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The x of the gap beside the row's i-th node that is nearer to x (outside the row at its ends). */
function gapBeside(row: readonly number[], nodes: readonly Place[], i: number, x: number, clearance: number): number {
  const at = nodes[row[i]!]!.x;
  const leftNode = row[i - 1];
  const rightNode = row[i + 1];
  const left = leftNode === undefined ? at - 2 * clearance : (nodes[leftNode]!.x + at) / 2;
  const right = rightNode === undefined ? at + 2 * clearance : (nodes[rightNode]!.x + at) / 2;
  return Math.abs(left - x) <= Math.abs(right - x) ? left : right;
}

/**
 * The bend points of each edge, top to bottom (none for a straight edge). `layers`: node indices of
 * each layer left to right; `layerOf`: each node's layer; `clearance`: how near to a node's centre
 * an edge may pass (its radius and some air). An edge whose straight line comes that near to a node
 * on a layer in between crosses every such layer upright, through its straight place where that is
 * clear and through the gap beside the node where not, and runs slanting only in the free band
 * between two layers: no node lies there, so the edge keeps its distance from all of them.
 */
export function routeEdges(nodes: readonly Place[], layers: readonly (readonly number[])[], layerOf: ArrayLike<number>, edges: ReadonlyArray<readonly [lower: number, upper: number]>, clearance: number): Point[][] {
  return edges.map(([lower, upper]) => {
    const top = layerOf[upper]!;
    const bottom = layerOf[lower]!;
    if (bottom - top < 2) return [];
    const start = nodes[upper]!;
    const end = nodes[lower]!;
    // a slanting line comes nearer to a node than its horizontal distance on the node's layer
    const slant = Math.abs(end.y - start.y) / Math.hypot(end.x - start.x, end.y - start.y);
    const reach = clearance / Math.max(slant, 1e-3);
    let bent = false;
    const points: Point[] = [];
    let above = start.y;
    for (let l = top + 1; l < bottom; l++) {
      const row = layers[l]!;
      if (row.length === 0) continue;
      const y = nodes[row[0]!]!.y;
      const x = start.x + ((end.x - start.x) * (y - start.y)) / (end.y - start.y);
      if (blockerAt(row, nodes, x, reach) >= 0) bent = true;
      const blocker = blockerAt(row, nodes, x, clearance);
      const pass = blocker < 0 ? x : gapBeside(row, nodes, blocker, x, clearance);
      const below = nodes[layers[l + 1]?.[0] ?? lower]?.y ?? end.y;
      const half = Math.min(clearance, (y - above) / 3, (below - y) / 3);
      points.push([pass, y - half], [pass, y + half]);
      above = y;
    }
    return bent ? points : [];
  });
}
