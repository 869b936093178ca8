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
 * the key's values in the store, at most), a few probes each, where sorting reads every match once.
 * It pays when it reads at most half as many entries as there are matches. The planner alone
 * cannot tell: with LIMIT it assumes matches spread evenly along the index, so it is asked only
 * for its estimates of both counts (planning, no execution).
 */
export const WALK_MIN_MATCHES = 1000;
/** Pages ending further than this are sorted whole at once. */
export const WALK_MAX_END = 1000;
export const walkMayPay = (limit: number, offset: number): boolean => limit > 0 && offset + limit <= WALK_MAX_END;
export const walkPays = (matches: number, values: number, limit: number, offset: number): boolean =>
  matches >= WALK_MIN_MATCHES && ((offset + limit) * values) / matches <= matches / 2;

type ExplainRow = { 'QUERY PLAN': unknown };

/** The planner's estimate of the rows a query returns. */
async function estimateRows(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<ExplainRow>`explain (format json) ${query}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return parsed?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** Estimates: how many instances match, how many values the key's property has in the store. */
export async function estimateWalk(db: Kysely<Database>, key: OrderedKey, where: RawBuilder<SqlBool>): Promise<{ matches: number; values: number }> {
  const [matches, values] = await Promise.all([
    estimateRows(db, sql`select i.id from instances i where ${where}`),
    // all the property's rows: an upper bound the planner estimates well (from the prop column
    // alone; with the null test it multiplies in the column's null share over every property)
    estimateRows(db, sql`select s.inst from vals s where s.prop = ${key.prop}`),
  ]);
  return { matches, values };
}

/**
 * Runs the page: for a page near the start of many matches (walkPays on the planner's estimates),
 * walks the key's index, else sorts every match in one statement (`window`). The walk reads the
 * valued instances from offset, then, when they run out before the page is full, the instances
 * without a value (skipping those the offset passes over). A short page tells the count, a full
 * one counts; an empty one comes back without rows (the caller counts).
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
  const pays = async () => {
    const { matches, values } = await estimateWalk(db, key, where);
    return walkPays(matches, values, limit, offset);
  };
  const walk = limit > 0 && (mode === 'always' || (walkMayPay(limit, offset) && (await pays())));
  if (!walk) {
    return limit > 0 ? queries.window.execute(db) : { rows: [] };
  }
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
