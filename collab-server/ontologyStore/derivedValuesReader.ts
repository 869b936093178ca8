import type { Kysely } from 'kysely';
import type { Database } from '../store';

/**
 * What rules and decision tables derived about some instances, for get_form and get_data: values
 * (marked computed, with the rule's or decision's name); derived memberships are in classMembers.ts. `locks`: derived by a rule that computes the property
 * (every kind but a default value, which a stated value replaces), so the value is read-only.
 */
export type DerivedValueRow = { inst: string; prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null; rule: string; locks: boolean };

export async function loadDerivedValues(db: Kysely<Database>, insts: readonly string[], props: readonly string[] | null): Promise<DerivedValueRow[]> {
  if (insts.length === 0 || (props !== null && props.length === 0)) return [];
  let query = db
    .selectFrom('owl_rule_derived as d')
    .innerJoin('owl_rules as r', 'r.id', 'd.rule_id')
    .select(['d.inst', 'd.prop', 'd.t', 'd.n', 'd.b', 'd.d', 'd.r', 'r.name as rule', 'r.kind'])
    .where('d.inst', 'in', [...insts])
    .where('d.prop', 'is not', null);
  if (props) query = query.where('d.prop', 'in', [...props]);
  const rows = await query.orderBy('d.id').execute();
  const ruled = rows.map(({ kind, ...row }) => ({ ...row, prop: row.prop as string, locks: kind !== 'defaultValue' }));
  return [...ruled, ...(await loadDecisionValues(db, insts, props))];
}

/** Values decision tables compute (dmn_derived): marked with the decision's name, always read-only. */
async function loadDecisionValues(db: Kysely<Database>, insts: readonly string[], props: readonly string[] | null): Promise<DerivedValueRow[]> {
  let query = db
    .selectFrom('dmn_derived as d')
    .innerJoin('dmn_decisions as m', 'm.id', 'd.decision_id')
    .select(['d.inst', 'd.prop', 'd.t', 'd.n', 'd.b', 'd.d', 'm.name as rule'])
    .where('d.inst', 'in', [...insts]);
  if (props) query = query.where('d.prop', 'in', [...props]);
  const rows = await query.orderBy('d.id').execute();
  return rows.map((row) => ({ ...row, r: null, locks: true }));
}
