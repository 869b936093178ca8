import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { DecisionProblem } from '../../../realtime/protocol/dmn';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import type { ChangeEntry, DeletedSnapshot } from '../../ontologyStore';
import type { DmnModel } from '../../../model/dmn/dmnModel';
import { compiledDecision } from '../compiledDecisions';
import { bindingsOf, problemsOf } from '../decisionRepository';
import { enabledComputed, writeBacksOf } from './computedRepository';
import { ONTOLOGY_MESSAGES, typeName } from './ontologyMessages';

/**
 * Decisions are typed against the properties their columns are bound to: when set_data deletes
 * such a property or changes its type (value type, range, data ↔ object), the decision is flagged in
 * the same transaction — a problem naming the property and the column, which reads keep listing.
 * A deleted property that took a computed output turns that write-back off (and flags too).
 */

type Touched = { propId: string; kind: DecisionProblem['kind']; name: string | null; from: string; to: string };

const KIND_CLASSES: readonly string[] = [META_CLASS.ObjectProperty, META_CLASS.DataProperty];
const text = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(', ') : '');

function touchedProperties(changes: readonly ChangeEntry[]): Map<string, Touched> {
  const created = new Set(changes.filter((c) => c.op === 'new').map((c) => c.entity));
  const out = new Map<string, Touched>();
  for (const c of changes) {
    if (created.has(c.entity)) continue;
    if (c.op === 'del') {
      const snapshot = c.before as DeletedSnapshot | null;
      if (snapshot && !snapshot.classes.some((k) => KIND_CLASSES.includes(k))) continue;
      out.set(c.entity, { propId: c.entity, kind: 'propertyDeleted', name: snapshot?.name ?? null, from: '', to: '' });
      continue;
    }
    if (out.get(c.entity)?.kind === 'propertyDeleted') continue;
    const retype = c.prop === META_PROP.type || c.prop === META_PROP.range || (c.prop === META_PROP.instanceOf && [c.before, c.after].flat().some((v) => typeof v === 'string' && KIND_CLASSES.includes(v)));
    if (!retype) continue;
    const prior = out.get(c.entity);
    out.set(c.entity, { propId: c.entity, kind: 'propertyRetyped', name: null, from: prior?.from || text(c.before), to: text(c.after) });
  }
  return out;
}

function columnName(model: DmnModel | null, decisionId: string, columnId: string): string {
  const decision = model?.decisions.find((d) => d.id === decisionId);
  if (decision?.logic?.kind !== 'table') return columnId;
  const column = [...decision.logic.inputs, ...decision.logic.outputs].find((c) => c.id === columnId);
  return column ? column.label || column.text || columnId : columnId;
}

/** How a retype reads: value types by their names, classes (a range, a kind) by theirs. */
async function describe(db: Kysely<Database>, touched: Touched[]): Promise<Map<string, string>> {
  const ids = [...new Set(touched.flatMap((t) => [t.propId, ...`${t.from}, ${t.to}`.split(', ')]).filter((x) => /^[0-9a-f-]{36}$/.test(x)))];
  const rows = ids.length ? await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function flagDecisionsForChanges(db: Kysely<Database>, changes: readonly ChangeEntry[]): Promise<void> {
  const touched = touchedProperties(changes);
  if (touched.size === 0) return;
  const ids = [...touched.keys()];
  const decisions = await db
    .selectFrom('dmn_decisions')
    .selectAll()
    .where(sql<boolean>`exists (select 1 from jsonb_array_elements_text(reads) r where r = any(${ids}))`)
    .execute();
  const computed = (await enabledComputed(db)).filter((c) => writeBacksOf(c).some((w) => touched.get(w.propId)?.kind === 'propertyDeleted'));
  if (decisions.length === 0 && computed.length === 0) return;
  const names = await describe(db, [...touched.values()]);
  const nameOf = (t: Touched) => t.name ?? names.get(t.propId) ?? t.propId;
  const shown = (v: string) => v.split(', ').map((x) => names.get(x) ?? typeName(x)).join(', ');
  const at = new Date().toISOString();
  const flags = new Map<string, DecisionProblem[]>();
  const add = (decisionId: string, problem: DecisionProblem) => flags.set(decisionId, [...(flags.get(decisionId) ?? []), problem]);

  for (const row of decisions) {
    const model = await compiledDecision(row).then((c) => c.model, () => null);
    for (const b of bindingsOf(row)) {
      const t = touched.get(b.propId);
      if (!t) continue;
      const column = columnName(model, b.decisionId, b.columnId);
      const message = t.kind === 'propertyDeleted' ? ONTOLOGY_MESSAGES.propertyDeleted(nameOf(t), column) : ONTOLOGY_MESSAGES.propertyRetyped(nameOf(t), column, shown(t.from), shown(t.to));
      add(row.id, { kind: t.kind, columnId: b.columnId, propId: b.propId, propName: nameOf(t), message, at });
    }
  }
  for (const c of computed) {
    const row = await db.selectFrom('dmn_decisions').selectAll().where('id', '=', c.decision_id).executeTakeFirst();
    const model = row ? await compiledDecision(row).then((x) => x.model, () => null) : null;
    const writeBacks = writeBacksOf(c);
    const kept = writeBacks.filter((w) => touched.get(w.propId)?.kind !== 'propertyDeleted');
    for (const w of writeBacks.filter((x) => !kept.includes(x))) {
      const t = touched.get(w.propId) as Touched;
      const outputColumn = model?.decisions.flatMap((d) => (d.logic?.kind === 'table' ? d.logic.outputs : [])).find((o) => o.id === w.columnId);
      add(c.decision_id, { kind: 'propertyDeleted', columnId: w.columnId, propId: w.propId, propName: nameOf(t), message: ONTOLOGY_MESSAGES.targetDeleted(nameOf(t), outputColumn?.label || outputColumn?.text || w.columnId), at });
      await db.deleteFrom('dmn_derived').where('decision_id', '=', c.decision_id).where('prop', '=', w.propId).execute();
    }
    if (kept.length) await db.updateTable('dmn_computed').set({ outputs: JSON.stringify(kept) }).where('decision_id', '=', c.decision_id).execute();
    else await db.updateTable('dmn_computed').set({ enabled: false, outputs: JSON.stringify([]) }).where('decision_id', '=', c.decision_id).execute();
  }

  for (const [decisionId, problems] of flags) {
    const row = await db.selectFrom('dmn_decisions').select(['problems']).where('id', '=', decisionId).executeTakeFirst();
    if (!row) continue;
    const same = (a: DecisionProblem, b: DecisionProblem) => a.columnId === b.columnId && a.propId === b.propId;
    const next = [...problemsOf(row).filter((p) => !problems.some((q) => same(p, q))), ...problems];
    await db.updateTable('dmn_decisions').set({ problems: JSON.stringify(next) }).where('id', '=', decisionId).execute();
  }
}
