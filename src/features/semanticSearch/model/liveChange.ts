import type { SearchAnswer } from '../../../../realtime/protocol/semanticSearch';
export { mayChangeAnswer } from '../../../../model/semanticSearch/liveChange';

/** The rows whose cells differ from those shown before (by root instance), for a short highlight. */
export function changedRows(before: SearchAnswer | null, after: SearchAnswer): Set<string> {
  const changed = new Set<string>();
  if (!before) return changed;
  const old = new Map(before.rows.map((row, i) => [row.inst ?? `#${i}`, JSON.stringify(row.cells)]));
  after.rows.forEach((row, i) => {
    const key = row.inst ?? `#${i}`;
    if (old.get(key) !== JSON.stringify(row.cells)) changed.add(key);
  });
  return changed;
}
