/**
 * Which concepts of a lattice are drawn: those of the iceberg lattice (extent ≥ the support filter,
 * model/fca/lattice.ts icebergLattice) that can be reached from the top without passing below a
 * collapsed concept. Concepts keep the whole lattice's numbers, which the page's selection shares.
 */

export type VisibleLattice = {
  /** Concept indices drawn, ascending; a concept's local number is its place here. */
  concepts: number[];
  /** Covers between drawn concepts, as [lower, upper] local numbers. */
  edges: Array<[number, number]>;
  /** Per collapsed drawn concept: how many concepts its collapse hides. */
  hiddenBelow: Map<number, number>;
};

/** Upper and lower covers of every concept, built once per lattice. */
export type CoverLists = { ups: number[][]; downs: number[][] };

export function coverLists(count: number, covers: ReadonlyArray<readonly [number, number]>): CoverLists {
  const ups: number[][] = Array.from({ length: count }, () => []);
  const downs: number[][] = Array.from({ length: count }, () => []);
  for (const [lower, upper] of covers) {
    ups[lower]?.push(upper);
    downs[upper]?.push(lower);
  }
  return { ups, downs };
}

/** Everything reachable from `start` along `next` (start itself excluded). */
export function reachable(start: number, next: number[][], keep: (concept: number) => boolean = () => true): Set<number> {
  const seen = new Set<number>();
  const stack = [start];
  while (stack.length > 0) {
    for (const other of next[stack.pop()!] ?? []) {
      if (seen.has(other) || other === start || !keep(other)) continue;
      seen.add(other);
      stack.push(other);
    }
  }
  return seen;
}

/** The support filter's result: the kept concepts (whole-lattice numbers) and the covers among them (local numbers). */
export type Iceberg = { indices: number[]; covers: ReadonlyArray<readonly [number, number]> };

export function visibleLattice(iceberg: Iceberg, collapsed: ReadonlySet<number>): VisibleLattice {
  const count = iceberg.indices.length;
  const lists = coverLists(count, iceberg.covers);
  const isCollapsed = (local: number) => collapsed.has(iceberg.indices[local]!);

  const shown = new Uint8Array(count);
  const stack: number[] = [];
  for (let c = 0; c < count; c++) {
    if (lists.ups[c]!.length > 0) continue;
    shown[c] = 1;
    stack.push(c);
  }
  while (stack.length > 0) {
    const concept = stack.pop()!;
    if (isCollapsed(concept)) continue;
    for (const lower of lists.downs[concept]!) {
      if (shown[lower]) continue;
      shown[lower] = 1;
      stack.push(lower);
    }
  }

  const concepts: number[] = [];
  const drawn = new Int32Array(count).fill(-1);
  for (let c = 0; c < count; c++) {
    if (!shown[c]) continue;
    drawn[c] = concepts.length;
    concepts.push(iceberg.indices[c]!);
  }
  const edges: Array<[number, number]> = [];
  for (const [lower, upper] of iceberg.covers) if (shown[lower] && shown[upper]) edges.push([drawn[lower]!, drawn[upper]!]);
  const hiddenBelow = new Map<number, number>();
  for (let c = 0; c < count; c++) {
    if (!shown[c] || !isCollapsed(c)) continue;
    let hidden = 0;
    for (const lower of reachable(c, lists.downs)) if (!shown[lower]) hidden++;
    hiddenBelow.set(iceberg.indices[c]!, hidden);
  }
  return { concepts, edges, hiddenBelow };
}

/** The least extent size that leaves at most `limit` concepts (the support filter's starting point for huge lattices). */
export function minExtentForLimit(extentSizes: readonly number[], limit: number): number {
  if (extentSizes.length <= limit) return 0;
  const sorted = [...extentSizes].sort((a, b) => b - a);
  // keep every concept of the size at the cut or none of them: the filter is by size
  const cut = sorted[limit]!;
  return cut + 1;
}
