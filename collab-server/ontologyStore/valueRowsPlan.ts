import { sameList, sameValue, type StoredValue } from './valueCoercion';
import type { InstanceState } from './writeState';

/** One `vals` row as written: its instance, property and position, and the value. */
export type ValueRow = { inst: string; prop: string; idx: number } & StoredValue;
/** The rows of an (instance, property) list from position `from` on are removed. */
export type ValueCut = { inst: string; prop: string; from: number };
/** What a call does to the value rows: rows changed in place, tails removed, rows added. */
export type ValueRowsPlan = { updates: ValueRow[]; cuts: ValueCut[]; inserts: ValueRow[] };

/**
 * The least row work that turns each changed (instance, property) list as stored into the list as
 * the call left it. A position whose value changed is updated in place (the row keeps its instance,
 * so no foreign-key check and no delete-then-insert), a shorter list loses its tail, a longer one
 * gets its new positions inserted. A list stored with gaps or repeats in its positions is rewritten
 * whole: its rows cannot be found by position.
 */
export function planValueRows(instances: Iterable<InstanceState>): ValueRowsPlan {
  const plan: ValueRowsPlan = { updates: [], cuts: [], inserts: [] };
  const row = (inst: string, prop: string, idx: number, value: StoredValue): ValueRow => ({ inst, prop, idx, ...value });
  for (const inst of instances) {
    for (const prop of inst.dirty) {
      const next = inst.vals?.get(prop) ?? [];
      const orig = inst.orig.vals.get(prop) ?? [];
      if (inst.orig.gaps.has(prop)) {
        plan.cuts.push({ inst: inst.id, prop, from: 0 });
        next.forEach((value, idx) => plan.inserts.push(row(inst.id, prop, idx, value)));
        continue;
      }
      if (sameList(orig, next)) continue;
      const common = Math.min(orig.length, next.length);
      for (let idx = 0; idx < common; idx++) {
        const value = next[idx] as StoredValue;
        if (!sameValue(orig[idx] as StoredValue, value)) plan.updates.push(row(inst.id, prop, idx, value));
      }
      if (orig.length > next.length) plan.cuts.push({ inst: inst.id, prop, from: next.length });
      for (let idx = orig.length; idx < next.length; idx++) plan.inserts.push(row(inst.id, prop, idx, next[idx] as StoredValue));
    }
  }
  return plan;
}
