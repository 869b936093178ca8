import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { OntologyIndex } from '../../model/owlRules/ontologyIndex';
import { checkRule } from '../../model/owlRules/checkRule';
import { deriveFacts, factKey, TooManyBindings, type DerivedFact } from '../../model/owlRules/ruleEvaluation';
import type { ChangeEntry } from '../ontologyStore';
import { loadRuleFacts, literalOfRow, loadStatedValues } from './ruleFactsLoader';
import { kindOf, structureOf, type RuleRow } from './ruleRepository';
import { loadOntologyIndex } from './ontologyIndexLoader';

/**
 * Keeps what rules derive stored: a rule's conclusions are recomputed in full and compared with
 * those stored, and only the difference is written — each added or removed fact also a change-log
 * entry (entity: the instance; prop: the property, or instanceOf for a class), so the hub pushes it
 * live like any edit. A rule that no longer types, is switched off or needs run parameters derives nothing.
 */

type StoredFact = { id: string; inst: string; prop: string | null; class_id: string | null; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null };

function storedFact(row: StoredFact): DerivedFact {
  if (row.class_id) return { kind: 'member', inst: row.inst, classId: row.class_id };
  if (row.r !== null) return { kind: 'link', inst: row.inst, propId: row.prop as string, target: row.r };
  const value = literalOfRow(row) ?? '';
  return { kind: 'value', inst: row.inst, propId: row.prop as string, value, valueType: row.n !== null ? 'number' : row.b !== null ? 'boolean' : row.d !== null ? 'date' : 'string' };
}

function columnsOf(ruleId: string, fact: DerivedFact) {
  const base = { rule_id: ruleId, inst: fact.inst, prop: null as string | null, class_id: null as string | null, t: null as string | null, n: null as number | null, b: null as boolean | null, d: null as string | null, r: null as string | null };
  if (fact.kind === 'member') return { ...base, class_id: fact.classId };
  if (fact.kind === 'link') return { ...base, prop: fact.propId, r: fact.target };
  const v = fact.value;
  switch (fact.valueType) {
    case 'number':
      return { ...base, prop: fact.propId, n: Number(v) };
    case 'boolean':
      return { ...base, prop: fact.propId, b: Boolean(v) };
    case 'date':
      return Number.isNaN(Date.parse(String(v))) ? { ...base, prop: fact.propId, t: String(v) } : { ...base, prop: fact.propId, d: new Date(String(v)).toISOString() };
    default:
      return { ...base, prop: fact.propId, t: String(v) };
  }
}

const wireOf = (fact: DerivedFact): string | number | boolean => (fact.kind === 'member' ? fact.classId : fact.kind === 'link' ? fact.target : fact.value);
const propOf = (fact: DerivedFact): string => (fact.kind === 'member' ? META_PROP.instanceOf : fact.propId);

/** What a rule derives now from the store (its conclusions already asserted left out: they need no second, computed copy). */
export async function currentConclusions(db: Kysely<Database>, row: RuleRow, index: OntologyIndex): Promise<DerivedFact[]> {
  if (!row.enabled) return [];
  const kind = kindOf(row);
  const checked = checkRule({ swrl: row.swrl, structure: structureOf(row), kind }, index);
  if (!checked.ok || checked.rule.params.length) return [];
  const facts = await loadRuleFacts(db, checked.rule, row.id);
  const stated = kind === 'defaultValue' ? await loadStatedValues(db, checked.rule) : new Map<string, Set<string>>();
  const derived = deriveFacts(checked.rule, kind, facts, stated).map((d) => d.fact);
  const members = derived.filter((f): f is Extract<DerivedFact, { kind: 'member' }> => f.kind === 'member');
  if (members.length === 0) return derived;
  const { rows } = await sql<{ inst: string; cls: string }>`select instance_id as inst, class_id as cls from memberships
    where class_id = any(${[...new Set(members.map((m) => m.classId))]})`.execute(db);
  const asserted = new Set(rows.map((r) => `${r.inst}|${r.cls}`));
  return derived.filter((f) => f.kind !== 'member' || !asserted.has(`${f.inst}|${f.classId}`));
}

/** Recomputes the rules (in run order: each after those that feed it) and returns the change-log entries of what changed. */
export async function recomputeRules(db: Kysely<Database>, rows: readonly RuleRow[], log: { warn: (o: object, m: string) => void } = console): Promise<ChangeEntry[]> {
  if (rows.length === 0) return [];
  const index = await loadOntologyIndex(db, rows.map((r) => r.swrl));
  const entries: ChangeEntry[] = [];
  for (const row of rows) {
    let next: DerivedFact[];
    try {
      next = await currentConclusions(db, row, index);
    } catch (error) {
      if (!(error instanceof TooManyBindings)) throw error;
      // a rule gone wrong loses its conclusions rather than blocking the edit that set it off
      log.warn({ rule: row.id }, 'owl rule derives too many rows: its conclusions are cleared');
      next = [];
    }
    entries.push(...(await replaceConclusions(db, row.id, next)));
  }
  return entries;
}

async function replaceConclusions(db: Kysely<Database>, ruleId: string, next: DerivedFact[]): Promise<ChangeEntry[]> {
  // two writes recomputing the same rule at once (several server processes on PostgreSQL) would both
  // insert what each found missing: the rule's rows are replaced by one transaction at a time
  await sql`select pg_advisory_xact_lock(hashtext(${`owl_rule:${ruleId}`}))`.execute(db);
  const stored = (await db.selectFrom('owl_rule_derived').select(['id', 'inst', 'prop', 'class_id', 't', 'n', 'b', 'd', 'r']).where('rule_id', '=', ruleId).execute()) as StoredFact[];
  const nextKeys = new Map(next.map((f) => [factKey(f), f]));
  const storedKeys = new Map(stored.map((s) => [factKey(storedFact(s)), s]));
  const removed = [...storedKeys].filter(([k]) => !nextKeys.has(k)).map(([, s]) => s);
  const added = [...nextKeys].filter(([k]) => !storedKeys.has(k)).map(([, f]) => f);
  for (let i = 0; i < removed.length; i += 1000) {
    await db.deleteFrom('owl_rule_derived').where('id', 'in', removed.slice(i, i + 1000).map((r) => r.id)).execute();
  }
  // an instance deleted in the same transaction takes its conclusions with it (on delete cascade); only live ones are inserted
  for (let i = 0; i < added.length; i += 500) {
    const batch = added.slice(i, i + 500);
    const live = new Set((await db.selectFrom('instances').select('id').where('id', 'in', [...new Set(batch.map((f) => f.inst))]).execute()).map((r) => r.id));
    const rows = batch.filter((f) => live.has(f.inst)).map((f) => columnsOf(ruleId, f));
    if (rows.length) await db.insertInto('owl_rule_derived').values(rows).execute();
  }
  return [
    ...removed.map((s): ChangeEntry => {
      const f = storedFact(s);
      return { entity: f.inst, prop: propOf(f), op: 'rem', before: wireOf(f), after: null };
    }),
    ...added.map((f): ChangeEntry => ({ entity: f.inst, prop: propOf(f), op: 'add', before: null, after: wireOf(f) })),
  ];
}
