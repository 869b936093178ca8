import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../store';
import type { DataQueryPlan } from './dataQueryPlan';
import type { ResolvedProp } from './resolvedProp';
import { filterSql } from './filterSql';
import { classMembersSql } from './classMembers';
import { orderedKey, runOrderedPage, type PageRow } from './orderedPageQuery';

/**
 * Compiles a planned get_data request to SQL over the instance rows `i`:
 * - the page: with one sort key an index of vals holds in order (a text, number or date property's
 *   first value) and, by the planner's estimate, many matches with the page near their start, an
 *   ordered index walk that stops at the page's end, then the count (orderedPageQuery.ts).
 *   Otherwise ids of the matching instances in order, with the count of all matches from a window
 *   function. The window sits in a subquery so the planner sizes the plan for the whole matching
 *   set; with the window beside ORDER BY … LIMIT it costs an ordered index walk as if it could stop
 *   early, and walks the whole index instead (PostgreSQL 15).
 * - the count alone (a page past the end carries no count);
 * - the groups: group value, caption and count over the whole matching set.
 */

type Key = {
  joins: RawBuilder<unknown>[];
  /** The value a group shows. */
  val: RawBuilder<unknown>;
  /** The caption of a link (the linked instance's, class's or user's name); null: the value as text. */
  cap: RawBuilder<unknown> | null;
  /** What rows are ordered by, in turn. */
  order: RawBuilder<unknown>[];
};

/** How to read the first value of a property for sorting and grouping; `alias` names its joins. */
export function keySql(prop: ResolvedProp, alias: string): Key {
  const a = (column: string) => sql.ref(`${alias}.${column}`);
  const as = sql.id(alias);
  switch (prop.intrinsic) {
    case 'id':
      return { joins: [], val: sql.ref('i.id'), cap: null, order: [sql.ref('i.id')] };
    case 'name':
      return { joins: [], val: sql.ref('i.name'), cap: null, order: [sql.ref('i.name')] };
    case 'dateCreate':
      return { joins: [], val: sql.ref('i.created_at'), cap: null, order: [sql.ref('i.created_at')] };
    case 'author':
      return { joins: [sql`left join users ${as} on ${a('id')} = i.author`], val: sql.ref('i.author'), cap: a('name'), order: [a('name'), sql.ref('i.author')] };
    case 'class':
      return {
        joins: [
          sql`left join lateral (select m.class_id as id, mc.name from memberships m join instances mc on mc.id = m.class_id
            where m.instance_id = i.id order by mc.name, m.class_id limit 1) ${as} on true`,
        ],
        val: a('id'),
        cap: a('name'),
        order: [a('name'), a('id')],
      };
    default: {
      // the first value is the one at position 0: set_data keeps positions contiguous from 0
      const first = sql`left join vals ${as} on ${a('inst')} = i.id and ${a('prop')} = ${prop.id} and ${a('idx')} = 0`;
      if (prop.column !== 'r') return { joins: [first], val: a(prop.column ?? 't'), cap: null, order: [a(prop.column ?? 't')] };
      const named = sql.id(`${alias}n`);
      const name = sql.ref(`${alias}n.name`);
      return { joins: [first, sql`left join instances ${named} on ${sql.ref(`${alias}n.id`)} = ${a('r')}`], val: a('r'), cap: name, order: [name, a('r')] };
    }
  }
}

/** Every condition a matching instance meets, as one WHERE expression over `i`. */
export function whereSql(plan: DataQueryPlan): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  // members as every screen counts them: stated, rule-derived and reasoner-inferred (classMembers.ts)
  if (plan.scope) conditions.push(sql<SqlBool>`i.id in (${classMembersSql(plan.scope.classId, plan.scope.recursive, plan.scope.sources)})`);
  if (plan.idx) conditions.push(sql<SqlBool>`i.id = any(${plan.idx})`);
  if (plan.excludeClasses.length) {
    conditions.push(sql<SqlBool>`not exists (select 1 from memberships hm where hm.instance_id = i.id and hm.class_id = any(${plan.excludeClasses}))`);
  }
  conditions.push(...plan.where.map(filterSql));
  return conditions.length ? sql.join(conditions, sql` and `) : sql<SqlBool>`true`;
}

type OrderTerm = { expr: RawBuilder<unknown>; dir: 'asc' | 'desc' };

function orderTerms(plan: DataQueryPlan): { joins: RawBuilder<unknown>[]; terms: OrderTerm[] } {
  const joins: RawBuilder<unknown>[] = [];
  const terms: OrderTerm[] = [];
  const keys = [...(plan.group ? [{ prop: plan.group, dir: 'asc' as const }] : []), ...plan.order];
  keys.forEach((k, n) => {
    const key = keySql(k.prop, `s${n}`);
    joins.push(...key.joins);
    terms.push(...key.order.map((expr) => ({ expr, dir: k.dir })));
  });
  if (plan.idx && plan.order.length === 0) terms.push({ expr: sql`array_position(cast(${plan.idx} as uuid[]), i.id)`, dir: 'asc' });
  return { joins, terms };
}

const direction = (dir: 'asc' | 'desc') => sql.raw(dir === 'desc' ? 'desc nulls last' : 'asc nulls last');

/** The page in one statement: every match sorted, counted by a window. */
export function windowPageSql(plan: DataQueryPlan): RawBuilder<PageRow> {
  const { joins, terms } = orderTerms(plan);
  const keys = terms.map((t, n) => sql`${t.expr} as ${sql.id(`o${n}`)}`);
  const orderBy = [...terms.map((t, n) => sql`${sql.ref(`p.o${n}`)} ${direction(t.dir)}`), sql`p.id`];
  return sql<PageRow>`select p.id, p.total from (
    select i.id, ${sql.join([...keys, sql`(count(*) over ())::int as total`])}
    from instances i ${sql.join(joins, sql` `)}
    where ${whereSql(plan)}
  ) p order by ${sql.join(orderBy)} limit ${plan.limit} offset ${plan.offset}`;
}

/** The page of instance ids in order, each row with the count of all matches (no rows: count separately). */
export type PageQuery = { execute(db: Kysely<Database>): Promise<{ rows: PageRow[] }> };

/** mode 'always': walk the index whenever the key allows, whatever it costs (for tests). */
export function pageSql(plan: DataQueryPlan, mode: 'auto' | 'always' = 'auto'): PageQuery {
  const key = orderedKey(plan);
  if (!key) return windowPageSql(plan);
  return { execute: (db) => runOrderedPage(db, plan, key, { where: whereSql(plan), count: countSql(plan), window: windowPageSql(plan) }, mode) };
}

export function countSql(plan: DataQueryPlan): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from instances i where ${whereSql(plan)}`;
}

export type GroupRow = { val: unknown; cap: string | null; n: number };

export function groupsSql(plan: DataQueryPlan, group: ResolvedProp): RawBuilder<GroupRow> {
  const key = keySql(group, 'g0');
  const order = key.order.map((_, n) => sql`${sql.ref(`g.o${n}`)} asc nulls last`);
  return sql<GroupRow>`select g.val, g.cap, count(*)::int as n from (
    select ${key.val} as val, ${key.cap ?? sql`null::text`} as cap, ${sql.join(key.order.map((o, n) => sql`${o} as ${sql.id(`o${n}`)}`))}
    from instances i ${sql.join(key.joins, sql` `)}
    where ${whereSql(plan)}
  ) g group by ${sql.join([sql`g.val`, sql`g.cap`, ...key.order.map((_, n) => sql.ref(`g.o${n}`))])} order by ${sql.join(order)}`;
}
