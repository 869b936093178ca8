import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../store';
import type { DataQueryPlan } from './dataQueryPlan';

/**
 * The page of a get_data request as an ordered index walk that stops at offset + limit, for a
 * single sort key an index can deliver in order. Instances without a value of the key come after
 * all instances with one, ordered by id: they are read only when the valued ones run out on the
 * page. The count of all matches is a statement of its own, run only when the page cannot tell it.
 * Same order as the window plan: key (asc or desc, empty last), then id ascending.
 */

/** A sort key the store keeps an index in order of: a value column of one property (vals_prop_t, _n, _d). */
export type OrderedKey = { prop: string; column: 't' | 'n' | 'd'; dir: 'asc' | 'desc' };

/** The key of a plan the ordered walk can serve; null: the window plan (several keys, group, idx, unindexed keys). */
export function orderedKey(plan: DataQueryPlan): OrderedKey | null {
  // a group is one more key; idx bounds the set, so sorting it whole is cheap
  if (plan.group || plan.idx || plan.order.length !== 1) return null;
  const { prop, dir } = plan.order[0]!;
  // name and id are not: their indexes hold every instance of every class, so a walk for one class
  // can pass over most of the store before the first match (the planner assumes matches spread evenly)
  if (prop.intrinsic || (prop.column !== 't' && prop.column !== 'n' && prop.column !== 'd')) return null;
  return { prop: prop.id, column: prop.column, dir };
}

// the key's own direction without a nulls clause, so that it matches a forward or backward index walk
// (the walks skip nulls); ties by id ascending: with desc an incremental sort within equal keys
const dirSql = (dir: 'asc' | 'desc') => sql.raw(dir === 'desc' ? 'desc' : 'asc');

/** The value rows carrying a first value of the key. */
const valued = (key: OrderedKey, alias: string) =>
  sql<SqlBool>`${sql.ref(`${alias}.prop`)} = ${key.prop} and ${sql.ref(`${alias}.idx`)} = 0 and ${sql.ref(`${alias}.${key.column}`)} is not null`;

/** Matching instances that have a value of the key, in key order. */
export function valuedPageSql(key: OrderedKey, where: RawBuilder<SqlBool>, limit: number, offset: number): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`select s.inst as id from vals s join instances i on i.id = s.inst
    where ${valued(key, 's')} and ${where}
    order by ${sql.ref(`s.${key.column}`)} ${dirSql(key.dir)}, s.inst limit ${limit} offset ${offset}`;
}

/** Matching instances without a value of the key, by id. */
export function emptyPageSql(key: OrderedKey, where: RawBuilder<SqlBool>, limit: number, offset: number): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`select i.id from instances i
    where ${where} and not exists (select 1 from vals e where e.inst = i.id and ${valued(key, 'e')})
    order by i.id limit ${limit} offset ${offset}`;
}

/** How many matching instances have a value of the key. */
export function valuedCountSql(key: OrderedKey, where: RawBuilder<SqlBool>): RawBuilder<{ n: number }> {
  return sql<{ n: number }>`select count(*)::int as n from vals s join instances i on i.id = s.inst where ${valued(key, 's')} and ${where}`;
}

export type PageRow = { id: string; total: number };

/**
 * When the walk pays: it reads about (offset + limit) × values / matches index entries (values:
 * the key's values in the store, at most), a few probes each, where sorting reads every match once
 * and looks up its key. It pays when it reads no more entries than there are matches: the count
 * reads every match anyway, and the planner's estimate of the matches is low where conditions go
 * together (a class and its own property multiply as if independent). The planner alone
 * cannot tell: with LIMIT it assumes matches spread evenly along the index, so it is asked only
 * for its estimates of both counts (planning, no execution).
 */
export const WALK_MIN_MATCHES = 1000;
/** Pages ending further than this are sorted whole at once. */
export const WALK_MAX_END = 1000;
export const walkMayPay = (limit: number, offset: number): boolean => limit > 0 && offset + limit <= WALK_MAX_END;
export const walkPays = (matches: number, values: number, limit: number, offset: number): boolean =>
  matches >= WALK_MIN_MATCHES && ((offset + limit) * values) / matches <= matches;

type ExplainRow = { 'QUERY PLAN': unknown };

/**
 * Estimates: how many instances match, how many values the key's property has in the store. One
 * plan of both queries side by side (each branch keeps the estimate it has alone): one round trip.
 */
export async function estimateWalk(db: Kysely<Database>, key: OrderedKey, where: RawBuilder<SqlBool>): Promise<{ matches: number; values: number }> {
  // all the property's rows: an upper bound the planner estimates well (from the prop column
  // alone; with the null test it multiplies in the column's null share over every property)
  const { rows } = await sql<ExplainRow>`explain (format json) (select i.id from instances i where ${where})
    union all (select s.inst from vals s where s.prop = ${key.prop})`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: PlanNode }> | undefined;
  const branches = parsed?.[0]?.Plan?.Plans ?? [];
  return { matches: branches[0]?.['Plan Rows'] ?? 0, values: branches[1]?.['Plan Rows'] ?? 0 };
}

type PlanNode = { 'Plan Rows'?: number; Plans?: PlanNode[] };

/**
 * How many of the key's index entries the walk reads at first: twice what the estimates say the
 * page needs, and a page more, so an estimate a little high or low still ends in one statement.
 */
export const walkCap = (matches: number, values: number, limit: number, offset: number): number =>
  Math.ceil((2 * (offset + limit) * Math.max(values, 1)) / Math.max(matches, 1)) + limit;

/**
 * The walk in one statement: the first `cap` index entries of the key in order (a subquery with a
 * LIMIT of its own, which PostgreSQL answers by walking the index whatever it estimates of the
 * matches, and whose order the page's ORDER BY reuses), the page of those that match, and the
 * count of all matches. It holds the page only when full: a page short of matches among the
 * first `cap` entries may have more further on.
 */
export function cappedWalkSql(key: OrderedKey, where: RawBuilder<SqlBool>, count: RawBuilder<{ n: number }>, cap: number, limit: number, offset: number): RawBuilder<PageRow> {
  const dir = dirSql(key.dir);
  return sql<PageRow>`select w.inst as id, (${count}) as total from (
      select s.inst, ${sql.ref(`s.${key.column}`)} as k from vals s where ${valued(key, 's')} order by ${sql.ref(`s.${key.column}`)} ${dir}, s.inst limit ${cap}) w
    join instances i on i.id = w.inst where ${where}
    order by w.k ${dir}, w.inst limit ${limit} offset ${offset}`;
}

/**
 * Runs the page: for a page near the start of many matches (walkPays on the planner's estimates),
 * walks the key's index, else sorts every match in one statement (`window`). The walk first reads
 * a capped stretch of the index with the count in one statement (cappedWalkSql); a page it leaves
 * short is read again uncapped: the valued instances from offset, then, when they run out before
 * the page is full, the instances without a value (skipping those the offset passes over). A short
 * page tells the count, a full one counts; an empty one comes back without rows (the caller counts).
 */
export async function runOrderedPage(
  db: Kysely<Database>,
  plan: DataQueryPlan,
  key: OrderedKey,
  queries: { where: RawBuilder<SqlBool>; count: RawBuilder<{ n: number }>; window: RawBuilder<PageRow> },
  /** 'always': walk whatever it costs (tests of the walk on small data). */
  mode: 'auto' | 'always' = 'auto',
): Promise<{ rows: PageRow[] }> {
  const { limit, offset } = plan;
  const { where } = queries;
  if (limit <= 0) return { rows: [] };
  let cap = (offset + limit) * 4;
  if (mode === 'auto') {
    if (!walkMayPay(limit, offset)) return queries.window.execute(db);
    const { matches, values } = await estimateWalk(db, key, where);
    if (!walkPays(matches, values, limit, offset)) return queries.window.execute(db);
    cap = walkCap(matches, values, limit, offset);
  }
  const capped = (await cappedWalkSql(key, where, queries.count, cap, limit, offset).execute(db)).rows;
  if (capped.length === limit) return { rows: capped };
  const ids = (await valuedPageSql(key, where, limit, offset).execute(db)).rows.map((r) => r.id);
  if (ids.length < limit) {
    // with some valued instances on the page the offset ends among them; otherwise it passes them all
    const skip = ids.length > 0 || offset === 0 ? 0 : offset - ((await valuedCountSql(key, where).execute(db)).rows[0]?.n ?? 0);
    const empty = await emptyPageSql(key, where, limit - ids.length, Math.max(0, skip)).execute(db);
    ids.push(...empty.rows.map((r) => r.id));
  }
  if (ids.length === 0) return { rows: [] };
  const total = ids.length < limit ? offset + ids.length : ((await queries.count.execute(db)).rows[0]?.n ?? 0);
  return { rows: ids.map((id) => ({ id, total })) };
}
