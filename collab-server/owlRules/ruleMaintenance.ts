import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { affectedRules } from '../../model/owlRules/ruleRecursion';
import type { ChangeEntry, DeletedSnapshot } from '../ontologyStore';
import { kindOf, listRuleRows, readsOf, writesOf, type RuleRow } from './ruleRepository';
import { recomputeRules } from './derivedStore';
import { followRenames } from './ruleRenames';

/**
 * Live maintenance of derived data after set_data: the change log of the call says which classes
 * and properties changed; only the rules that read them (and the rules those feed) are recomputed,
 * in the same transaction, and their own changes join the call's change log.
 */

/** The classes and properties a change touches, as rules read them. */
export function touchedByChanges(changes: readonly ChangeEntry[]): Set<string> {
  const touched = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === 'string') touched.add(v);
  };
  for (const change of changes) {
    if (change.op === 'new' && change.after && typeof change.after === 'object' && 'class' in change.after) add(change.after.class);
    if (change.op === 'del' && change.before && typeof change.before === 'object' && 'classes' in change.before) {
      const snapshot = change.before as DeletedSnapshot;
      snapshot.classes.forEach(add);
      Object.keys(snapshot.vals).forEach(add);
      // a deleted instance may have been a value of any object property pointing at it
      touched.add('*');
    }
    if (!change.prop) continue;
    touched.add(change.prop);
    // a new or lost parent changes the instances of the parent's class: rules reading it recompute
    if (change.prop === META_PROP.instanceOf || change.prop === META_PROP.parents) [change.before, change.after].flat().forEach(add);
  }
  return touched;
}

/** Renames are followed in the rules' text; rules that read nothing touched are left alone; `*` (an instance deleted) recomputes every enabled rule. */
export async function maintainDerived(db: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<ChangeEntry[]> {
  if (changes.length === 0) return [];
  await followRenames(db, changes);
  const rows = await listRuleRows(db, false);
  if (rows.length === 0) return [];
  const touched = touchedByChanges(changes);
  // a default value also depends on its own property: a stated value takes the default's place
  const readsFor = (r: RuleRow) => (touched.has('*') ? ['*'] : kindOf(r) === 'defaultValue' ? [...readsOf(r), ...writesOf(r)] : readsOf(r));
  const deps = rows.map((r) => ({ row: r, id: r.id, name: r.name, reads: readsFor(r), writes: writesOf(r) }));
  const hit = affectedRules(deps, touched).map((d) => d.row);
  return recomputeRules(db, hit);
}

/**
 * After a rule was saved or deleted: the rule itself (a deleted one given as switched off, so its
 * conclusions go), and every rule reading what it writes or wrote before (`oldWrites`).
 */
export async function maintainAfterRuleChange(db: Kysely<Database>, rule: RuleRow, oldWrites: readonly string[]): Promise<ChangeEntry[]> {
  const rows = (await listRuleRows(db, false)).filter((r) => r.id !== rule.id);
  const deps = [rule, ...rows].map((r) => ({ row: r, id: r.id, name: r.name, reads: r === rule ? [...readsOf(r), '#self'] : readsOf(r), writes: writesOf(r) }));
  const ordered: RuleRow[] = affectedRules(deps, new Set(['#self', ...oldWrites])).map((d) => d.row);
  return recomputeRules(db, ordered);
}
