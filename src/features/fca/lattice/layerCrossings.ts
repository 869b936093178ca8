/** Counting the crossings of a layered drawing, to keep the best order the sweeps find. */

/** Inversions of `values` (pairs i < j with values[i] > values[j]), by merge sort. */
function inversions(values: number[]): number {
  if (values.length < 2) return 0;
  const middle = values.length >> 1;
  const left = values.slice(0, middle);
  const right = values.slice(middle);
  let count = inversions(left) + inversions(right);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    if (left[i]! <= right[j]!) values[k++] = left[i++]!;
    else {
      values[k++] = right[j++]!;
      count += left.length - i;
    }
  }
  while (i < left.length) values[k++] = left[i++]!;
  while (j < right.length) values[k++] = right[j++]!;
  return count;
}

/**
 * Edge crossings of the drawing with this order. An edge spanning several layers is taken as
 * straight, its place on an intermediate layer interpolated between its ends' relative ranks —
 * what a straight-line drawing shows, without adding dummy nodes.
 */
export function countCrossings(layer: Int32Array, ups: number[][], rank: Float64Array, layerCount: number): number {
  const between: Array<Array<[number, number]>> = Array.from({ length: Math.max(0, layerCount - 1) }, () => []);
  for (let lower = 0; lower < ups.length; lower++) {
    for (const upper of ups[lower]!) {
      const a = layer[upper]!;
      const b = layer[lower]!;
      const at = (l: number) => rank[upper]! + ((rank[lower]! - rank[upper]!) * (l - a)) / (b - a);
      for (let l = a; l < b; l++) between[l]!.push([at(l), at(l + 1)]);
    }
  }
  let total = 0;
  for (const segments of between) {
    segments.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    total += inversions(segments.map((segment) => segment[1]));
  }
  return total;
}
