import type { FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';

/** A concept as the concepts table shows it. */
export type ConceptRow = {
  index: number;
  extentSize: number;
  /** Share of all objects in the extent, 0–1. */
  support: number;
  intent: string[];
  extent: string[];
};

export function conceptRows(context: FormalContextWire, lattice: LatticeWire): ConceptRow[] {
  const total = context.objects.length;
  return lattice.concepts.map((c, index) => ({
    index,
    extentSize: c.extent.length,
    support: total ? c.extent.length / total : 0,
    intent: c.intent.map((m) => context.attributes[m] ?? ''),
    extent: c.extent.map((g) => context.objects[g] ?? ''),
  }));
}

/** The first names and how many more there are: long lists are shortened to «a, b, c +12». */
export function shortList(names: readonly string[], shown = 5): { names: string[]; more: number } {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}

/** The objects having every one of the attributes (indices, ascending). */
export function objectsHaving(context: FormalContextWire, attributes: readonly number[]): number[] {
  const found: number[] = [];
  context.incidence.forEach((row, g) => {
    if (attributes.every((m) => row.includes(m))) found.push(g);
  });
  return found;
}
