import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { setInput, type BoundInput } from './boundColumns';
import { dmnInputValue, type StoredCell } from './dmnInputValue';

/**
 * The DMN contexts of many instances at once, in one statement: the instances' own rows (names,
 * creation dates) with the values of every bound property — asserted, then what OWL rules and other
 * decisions derived; the first value wins. A bound property without a value gives null.
 */
export interface InstanceInputs {
  name: string;
  context: Record<string, unknown>;
}

type ValueRow = StoredCell & { inst: string; prop: string };

const NO_DECISION = '00000000-0000-0000-0000-000000000000';

export type DerivedSources = { ruled: boolean; computed: boolean };

/** Whether any OWL rule or other decision derives one of the properties now (asked once per run, not per batch). */
export async function derivedSourcesOf(db: Kysely<Database>, propIds: readonly string[], selfDecision: string | null): Promise<DerivedSources> {
  if (propIds.length === 0) return { ruled: false, computed: false };
  const props = [...propIds];
  const { rows } = await sql<{ ruled: boolean; computed: boolean }>`select
      exists (select 1 from owl_rule_derived where prop = any(${props}::uuid[])) as ruled,
      exists (select 1 from dmn_derived where prop = any(${props}::uuid[]) and decision_id <> ${selfDecision ?? NO_DECISION}) as computed`.execute(db);
  return rows[0] ?? { ruled: true, computed: true };
}

export async function readInstanceInputs(
  db: Kysely<Database>,
  inputs: readonly BoundInput[],
  instIds: readonly string[],
  /** The decision being evaluated: its own computed values are never its inputs. */
  selfDecision: string | null,
  /** Whether OWL rules or other decisions derive any bound property (when known: the statement skips what cannot match). */
  derived: DerivedSources = { ruled: true, computed: true },
): Promise<Map<string, InstanceInputs>> {
  const out = new Map<string, InstanceInputs>();
  if (instIds.length === 0) return out;
  const ids = [...instIds];
  const stored = [...new Set(inputs.filter((i) => i.propId !== META_PROP.name && i.propId !== META_PROP.dateCreate).map((i) => i.propId))];
  const self = selfDecision ?? NO_DECISION;
  const ruled = derived.ruled ? sql`union all select inst, prop, t, n, b, d, r, 1, id from owl_rule_derived where inst = any(${ids}::uuid[]) and prop = any(${stored}::uuid[])` : sql``;
  const computed = derived.computed
    ? sql`union all select inst, prop, t, n, b, d, null::uuid, 2, id from dmn_derived where inst = any(${ids}::uuid[]) and prop = any(${stored}::uuid[]) and decision_id <> ${self}`
    : sql``;
  const values = stored.length
    ? sql`select inst, prop, t, n, b, d, r, 0 as src, idx::bigint as ord from vals where inst = any(${ids}::uuid[]) and prop = any(${stored}::uuid[]) ${ruled} ${computed}`
    : sql`select null::uuid as inst, null::uuid as prop, null::text as t, null::float8 as n, null::bool as b, null::timestamptz as d, null::uuid as r, 0 as src, 0::bigint as ord where false`;
  // one statement a batch: the instances' own rows with their values (asserted first, then derived)
  const { rows } = await sql<ValueRow & { name: string; created_at: Date | string }>`select i.id as inst, i.name, i.created_at, x.prop, x.t, x.n, x.b, x.d, x.r, ri.name as rname
    from instances i left join (${values}) x on x.inst = i.id left join instances ri on ri.id = x.r
    where i.id = any(${ids}::uuid[]) order by x.src, x.ord`.execute(db);
  const heads = new Map<string, { id: string; name: string; created_at: Date | string }>();
  const firsts = new Map<string, ValueRow>();
  for (const row of rows) {
    if (!heads.has(row.inst)) heads.set(row.inst, { id: row.inst, name: row.name, created_at: row.created_at });
    const key = `${row.inst} ${row.prop}`;
    if (row.prop !== null && !firsts.has(key)) firsts.set(key, row);
  }
  for (const head of heads.values()) {
    const context: Record<string, unknown> = {};
    for (const input of inputs) {
      let value: unknown = null;
      if (input.propId === META_PROP.name) value = dmnInputValue({ t: head.name, n: null, b: null, d: null, r: null }, input.typeRef);
      else if (input.propId === META_PROP.dateCreate) value = dmnInputValue({ t: null, n: null, b: null, d: head.created_at as Date | string, r: null }, input.typeRef);
      else {
        const cell = firsts.get(`${head.id} ${input.propId}`);
        if (cell) value = dmnInputValue(cell, input.typeRef);
      }
      setInput(context, input.path, value);
    }
    out.set(head.id, { name: head.name, context });
  }
  return out;
}
