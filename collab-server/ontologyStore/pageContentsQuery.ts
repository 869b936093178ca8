import { sql, type RawBuilder } from 'kysely';
import type { DataQueryPlan } from './dataQueryPlan';
import { derivedValuesSql } from './derivedValuesReader';
import { instanceClassesSql, MEMBERSHIP_ROWS } from './classMembers';

/**
 * One row of the page contents statement: a value ('v'), an instance linking to a page instance
 * ('rev'), a class membership ('m'), a derived value ('dv') or an instance the page names ('i').
 * The parts share one row shape, so columns carry what the part holds:
 * - 'v': inst, prop, idx, t, n, b, d, r, lang as in vals;
 * - 'rev': inst (the page instance), prop, idx, r (the linking instance);
 * - 'm': inst, prop (the class), idx (its depth under the scope class), t (the source), rule;
 * - 'dv': inst, prop, t, n, b, d, r, rule, flag (locks);
 * - 'i': inst (the id), t (its name), d (created at), r (its author), lang (the author's name), under.
 * `seq` orders the memberships and the derived values as their own statements do.
 */
export type PageContentsRow = {
  kind: 'v' | 'rev' | 'm' | 'dv' | 'i';
  inst: string;
  prop: string | null;
  idx: number | null;
  t: string | null;
  n: number | null;
  b: boolean | null;
  d: Date | string | null;
  r: string | null;
  lang: string | null;
  rule: string | null;
  flag: boolean | null;
  under: unknown;
  seq: number | string | bigint;
};

/** The field classes an instance (`i.id`) falls under, with their depth, as a json array (empty without such fields). */
export function underClassesSql(underClasses: readonly string[]): RawBuilder<unknown> {
  return underClasses.length
    ? sql`(select coalesce(json_agg(json_build_array(lc.ancestor, lc.depth)), '[]'::json) from ${MEMBERSHIP_ROWS} lm
        join class_closure lc on lc.descendant = lm.class_id where lm.inst = i.id and lc.ancestor = any(${[...underClasses]}))`
    : sql`'[]'::json`;
}

const NO_ROWS = sql`select null::text as kind, null::uuid as inst, null::uuid as prop, null::int as idx, null::text as t, null::float8 as n,
  null::bool as b, null::timestamptz as d, null::uuid as r, null::text as lang where false`;

/**
 * Everything a page of get_data shows, in one statement (on PGlite each statement costs a fixed
 * overhead on this thread, and these parts used to be four): the page instances' values (of the
 * fields, or all), the instances linking to them through reverse fields, their classes, what rules
 * and decisions derived about them, and the names of every instance the page names (the page's,
 * those its values and derived values refer to, the linking ones and, with `withClasses`, the classes).
 */
export function pageContentsSql(
  plan: DataQueryPlan,
  ids: string[],
  named: { withClasses: boolean; underClasses: readonly string[] },
): RawBuilder<PageContentsRow> {
  const forward = plan.fields?.filter((f) => !f.reverse && !f.prop.intrinsic).map((f) => f.prop.id);
  const reverse = plan.fields?.filter((f) => f.reverse).map((f) => f.prop.id) ?? [];
  const values: RawBuilder<unknown>[] = [];
  if (!forward || forward.length) {
    const props = forward ? sql` and v.prop = any(${[...new Set(forward)]}::uuid[])` : sql``;
    values.push(sql`select 'v'::text as kind, v.inst, v.prop, v.idx, v.t, v.n, v.b, v.d, v.r, v.lang from vals v where v.inst = any(${ids}::uuid[])${props}`);
  }
  if (reverse.length) {
    // named here too: it may be the only part, and the first part names the columns
    values.push(sql`select 'rev'::text as kind, v.r as inst, v.prop, v.idx, null::text as t, null::float8 as n, null::bool as b, null::timestamptz as d, v.inst as r, null::text as lang
      from vals v where v.prop = any(${[...new Set(reverse)]}::uuid[]) and v.r = any(${ids}::uuid[])`);
  }
  const derived = derivedValuesSql(ids, forward ?? null);
  const derivedRows = derived
    ? sql`select 'dv'::text, x.inst, x.prop, null::int, x.t, x.n, x.b, x.d, x.r, null::text, x.rule, x.locks, null::json, row_number() over (order by x.src, x.ord) from pd x`
    : sql`select null::text, null::uuid, null::uuid, null::int, null::text, null::float8, null::bool, null::timestamptz, null::uuid, null::text, null::text, null::bool, null::json, 0::bigint where false`;
  const namedIds = [
    sql`select unnest(${ids}::uuid[]) as id`,
    sql`select r from pv where r is not null`,
    ...(derived ? [sql`select r from pd where r is not null`] : []),
    ...(named.withClasses ? [sql`select class_id from pm`] : []),
  ];
  // the named ids as an array, not an IN (subquery): a semi-join estimated at a few hundred rows
  // was a hash join over a sequential scan of every instance; an array is probed in the primary key
  return sql<PageContentsRow>`with pv as (${values.length ? sql.join(values, sql` union all `) : NO_ROWS}),
    pm as (${instanceClassesSql(ids, plan.scope?.classId)})${derived ? sql`, pd as (${derived})` : sql``}
    select kind, inst, prop, idx, t, n, b, d, r, lang, null::text as rule, null::bool as flag, null::json as under, 0::bigint as seq from pv
    union all
    select 'm', m.inst, m.class_id, m.depth, m.source, null, null, null, null, null, m.rule, null, null, row_number() over (order by m.inst, m.class_id) from pm m
    union all
    ${derivedRows}
    union all
    select 'i', i.id, null, null, i.name, null, null, i.created_at, i.author, u.name, null, null, ${underClassesSql(named.underClasses)}, 0
      from instances i left join users u on u.id = i.author where i.id = any(array(${sql.join(namedIds, sql` union `)}))
    order by 1, 14`;
}
