import { sql, type Kysely } from 'kysely';
import type { Database } from '../../collab-server/store/schema';
import { ITEM_CLASS, PROPS } from './benchSeed';

const VALUE_PROPS = Object.values(PROPS);

/** (a) The API request: 50 rows of items with rank < 200, sorted by title. */
export const pagePayload = {
  class: ITEM_CLASS,
  fields: VALUE_PROPS.map((prop) => ({ prop })),
  filter: [{ prop: PROPS.rank, op: 'lt', val: 200 }],
  sort: [{ prop: PROPS.title, dir: 'asc' }],
  limit: 50,
  offset: 0,
};

/** (a) The same page by hand: ids in order with the total, then their values. */
export async function pageBySql(db: Kysely<Database>): Promise<number> {
  const page = await sql<{ id: string; total: number }>`
    select i.id, count(*) over () as total
    from memberships m
    join instances i on i.id = m.instance_id
    join vals r on r.inst = i.id and r.prop = ${PROPS.rank}::uuid and r.n < 200
    left join vals t on t.inst = i.id and t.prop = ${PROPS.title}::uuid and t.idx = 0
    where m.class_id = ${ITEM_CLASS}::uuid
    order by t.t asc nulls last, i.id
    limit 50`.execute(db);
  const ids = page.rows.map((r) => r.id);
  const values = await sql`
    select inst, prop, idx, t, n, b, d, r from vals
    where inst = any(${ids}::uuid[]) and prop = any(${VALUE_PROPS}::uuid[])
    order by inst, prop, idx`.execute(db);
  return values.rows.length;
}

/** (b) The API request: 10,000 values set in one call. */
export function setPayload(ids: string[], round: number) {
  return { data: ids.map((inst, i) => ({ op: 'upd', inst, prop: PROPS.rank, val: (i * 31 + round) % 1000 })) };
}

/** (b) The same writes by hand: replace the values and log every change, in one transaction. */
export async function setBySql(db: Kysely<Database>, ids: string[], round: number, userId: string): Promise<void> {
  const vals = ids.map((_, i) => (i * 31 + round) % 1000);
  await db.transaction().execute(async (trx) => {
    const before = await sql<{ inst: string; n: number }>`
      delete from vals where prop = ${PROPS.rank}::uuid and inst = any(${ids}::uuid[]) returning inst, n`.execute(trx);
    await sql`
      insert into vals (inst, prop, idx, n)
      select unnest(${ids}::uuid[]), ${PROPS.rank}::uuid, 0, unnest(${vals}::float8[])`.execute(trx);
    const old = new Map(before.rows.map((r) => [r.inst, r.n]));
    const beforeJson = ids.map((id) => JSON.stringify(old.get(id) ?? null));
    const afterJson = vals.map((v) => JSON.stringify(v));
    await sql`
      insert into change_log (user_id, entity, prop, op, before, after)
      select ${userId}::uuid, unnest(${ids}::uuid[]), ${PROPS.rank}::uuid, 'upd', unnest(${beforeJson}::jsonb[]), unnest(${afterJson}::jsonb[])`.execute(trx);
  });
}

/** (c) The API request: the first 50 instances, by name, of the root class and all its descendants. */
export const recursivePayload = (root: string) => ({ class: root, recursive: true, sort: [{ prop: 'name', dir: 'asc' }], limit: 50 });

/** (c) The same by hand through the closure table. */
export async function recursiveBySql(db: Kysely<Database>, root: string): Promise<number> {
  const page = await sql<{ id: string; name: string; total: number }>`
    select i.id, i.name, count(*) over () as total
    from class_closure c
    join memberships m on m.class_id = c.descendant
    join instances i on i.id = m.instance_id
    where c.ancestor = ${root}::uuid
    order by i.name, i.id
    limit 50`.execute(db);
  return page.rows.length;
}
