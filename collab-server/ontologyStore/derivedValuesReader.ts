import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../store';

/**
 * What rules and decision tables derived about some instances, for get_form and get_data: values
 * (marked computed, with the rule's or decision's name); derived memberships are in classMembers.ts. `locks`: derived by a rule that computes the property
 * (every kind but a default value, which a stated value replaces), so the value is read-only.
 */
export type DerivedValueRow = { inst: string; prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; rule: string; locks: boolean };

/**
 * The statement for both: the rules' values in the order they were derived (src 0), then the
 * decisions' (src 1; dmn_derived: marked with the decision's name, always read-only); `ord` orders
 * each source. Null when there is nothing to ask (no instances, or an empty list of properties).
 */
export function derivedValuesSql(insts: readonly string[], props: readonly string[] | null): RawBuilder<DerivedValueRow & { src: number; ord: number }> | null {
  if (insts.length === 0 || (props !== null && props.length === 0)) return null;
  const ids = [...insts];
  const ofProps = (alias: string) => (props ? sql` and ${sql.ref(`${alias}.prop`)} = any(${[...props]}::uuid[])` : sql``);
  return sql`select 0 as src, d.id as ord, d.inst, d.prop, d.t, d.n, d.b, d.d, d.r, r.name as rule, r.kind is distinct from 'defaultValue' as locks
        from owl_rule_derived d join owl_rules r on r.id = d.rule_id where d.inst = any(${ids}::uuid[]) and d.prop is not null${ofProps('d')}
      union all
      select 1, e.id, e.inst, e.prop, e.t, e.n, e.b, e.d, null::uuid, m.name, true
        from dmn_derived e join dmn_decisions m on m.id = e.decision_id where e.inst = any(${ids}::uuid[])${ofProps('e')}`;
}

/** Both kinds of derived values of the instances, in one statement: the rules' first, each in the order derived. */
export async function loadDerivedValues(db: Kysely<Database>, insts: readonly string[], props: readonly string[] | null): Promise<DerivedValueRow[]> {
  const derived = derivedValuesSql(insts, props);
  if (!derived) return [];
  const { rows } = await sql<DerivedValueRow & { src: number; ord: number }>`select x.inst, x.prop, x.t, x.n, x.b, x.d, x.r, x.rule, x.locks from (${derived}) x order by x.src, x.ord`.execute(db);
  return rows.map((row) => ({ inst: row.inst, prop: row.prop, t: row.t, n: row.n, b: row.b, d: row.d, r: row.r, rule: row.rule, locks: Boolean(row.locks) }));
}
