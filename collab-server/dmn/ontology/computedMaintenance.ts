import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import type { ChangeEntry } from '../../ontologyStore';
import { findDecisionRow } from '../decisionRepository';
import { decisionPlan, evaluateBatch } from './decisionPlan';
import { resolveTargets } from './computedTargets';
import { sourceInstances } from './runSource';
import { decisionOwnerCaller } from './sourceCaller';
import { derivedRowsOf, replaceDerived } from './derivedWriter';
import { enabledComputed, settingOf, type ComputedRow } from './computedRepository';
import { flagDecisionsForChanges } from './propertyGuard';

/**
 * Decisions after set_data, inside its transaction: bound properties deleted or retyped flag their
 * decisions; computed values follow the data — an instance whose bound input changed, that joined or
 * left the source (a new instance, a class membership) or whose referenced instance was renamed is
 * recomputed, and the difference joins the call's change log. One decision's values may be another's
 * inputs: a few rounds follow such chains.
 */

const ROUNDS = 4;

/** Instances a change may give other inputs, for a decision reading `reads`. */
async function affectedInstances(db: Kysely<Database>, changes: readonly ChangeEntry[], reads: ReadonlySet<string>): Promise<Set<string>> {
  const out = new Set<string>();
  const renamed: string[] = [];
  for (const c of changes) {
    if (c.op === 'del') continue;
    if (c.op === 'new' || c.prop === META_PROP.instanceOf || (c.prop !== null && reads.has(c.prop))) out.add(c.entity);
    if (c.prop === META_PROP.name) renamed.push(c.entity);
  }
  // a reference is read as the referenced instance's name
  const stored = [...reads].filter((p) => p !== META_PROP.name);
  if (renamed.length && stored.length) {
    const { rows } = await sql<{ inst: string }>`select distinct inst from vals where prop = any(${stored}) and r = any(${renamed})`.execute(db);
    for (const r of rows) out.add(r.inst);
  }
  return out;
}

async function recomputeSome(db: Kysely<Database>, computed: ComputedRow, changes: readonly ChangeEntry[]): Promise<ChangeEntry[]> {
  const row = await findDecisionRow(db, computed.decision_id);
  if (!row) return [];
  const setting = settingOf(computed);
  const plan = await decisionPlan(row, setting.decision || undefined).catch(() => null);
  // a decision that no longer compiles keeps its values until it is fixed and saved
  if (!plan) return [];
  const affected = await affectedInstances(db, changes, new Set(plan.inputs.map((i) => i.propId)));
  // class instances are neither inputs nor outputs: a class or property created is no instance of the source
  for (const c of changes) if (c.op === 'new' && c.after && typeof c.after === 'object' && 'class' in c.after && [META_CLASS.Class, META_CLASS.DataProperty, META_CLASS.ObjectProperty].includes(c.after.class)) affected.delete(c.entity);
  if (affected.size === 0) return [];
  const candidates = [...affected];
  const inSource = await sourceInstances(db, await decisionOwnerCaller(db, row.author), setting.source, candidates);
  const targets = await resolveTargets(db, plan.outputs, setting.outputs, false);
  const rows = await evaluateBatch(db, plan, inSource);
  return replaceDerived(db, row.id, candidates, derivedRowsOf(row.id, rows, targets), true);
}

export async function maintainDecisions(db: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<ChangeEntry[]> {
  if (changes.length === 0) return [];
  await flagDecisionsForChanges(db, changes);
  const all = await enabledComputed(db);
  if (all.length === 0) return [];
  const entries: ChangeEntry[] = [];
  let round: readonly ChangeEntry[] = changes;
  for (let i = 0; i < ROUNDS && round.length; i++) {
    const next: ChangeEntry[] = [];
    for (const computed of all) next.push(...(await recomputeSome(db, computed, round)));
    entries.push(...next);
    round = next;
  }
  return entries;
}
