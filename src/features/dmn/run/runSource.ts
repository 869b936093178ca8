import type { ColumnBinding, RunSource } from '../../../../realtime/protocol/dmn';
import type { OntologyCatalog } from '../../../../model/ontologyCatalog';

/** What a run goes over, as the panel shows it: a class, or a saved semantic search (whose rows are instances of its root class). */
export type ChosenSource = { kind: 'class'; id: string; name: string } | { kind: 'search'; id: string; name: string; rootClass: string };

/** The source on the wire. */
export const runSourceOf = (source: ChosenSource): RunSource => (source.kind === 'class' ? { classId: source.id } : { searchId: source.id });

/** The class a result row's instance opens in (the instance form of the class: platform spec, `inst`). */
export const instanceLink = (source: ChosenSource, inst: string): string => `/examp_list/${source.kind === 'class' ? source.id : source.rootClass}?inst=${inst}`;

/**
 * The class to offer first: the domain of the properties the decision's inputs are bound to (the
 * class whose instances the table was made for); null when nothing is bound or no class is known.
 */
export function boundClassOf(bindings: readonly ColumnBinding[], decisionId: string, catalog: Pick<OntologyCatalog, 'properties' | 'classes'>): { id: string; name: string } | null {
  const counts = new Map<string, number>();
  for (const b of bindings) {
    if (b.kind !== 'input' || b.decisionId !== decisionId) continue;
    for (const d of catalog.properties.get(b.propId)?.domains ?? []) counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  const best = [...counts.entries()].filter(([id]) => catalog.classes.has(id)).sort((a, b) => b[1] - a[1])[0];
  return best ? { id: best[0], name: catalog.classes.get(best[0])?.name ?? '' } : null;
}

/** How far a run is, 0–100 (an empty source is done at once). */
export const progressPercent = (done: number, total: number): number => (total <= 0 ? 100 : Math.min(100, Math.round((done / total) * 100)));

/** The output → property pairs offered first: the output columns bound to properties. */
export function boundOutputs(bindings: readonly ColumnBinding[], decisionId: string, outputColumnIds: readonly string[]): Array<{ columnId: string; propId: string }> {
  const wanted = new Set(outputColumnIds);
  return bindings.filter((b) => b.kind === 'output' && b.decisionId === decisionId && wanted.has(b.columnId)).map((b) => ({ columnId: b.columnId, propId: b.propId }));
}
