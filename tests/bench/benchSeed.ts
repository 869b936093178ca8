import { sql, type Kysely } from 'kysely';
import type { Database } from '../../collab-server/store/schema';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';

// Deterministic ids (md5 of a label, cast to uuid) so seeding is set-based SQL with no round trips.

export const ITEM_CLASS = '0be0c1a5-0000-4000-8000-000000000001';
export const PROPS = {
  title: '0be0c1a5-0000-4000-8000-000000000011',
  rank: '0be0c1a5-0000-4000-8000-000000000012',
  born: '0be0c1a5-0000-4000-8000-000000000013',
  active: '0be0c1a5-0000-4000-8000-000000000014',
  score: '0be0c1a5-0000-4000-8000-000000000015',
} as const;
const PROP_TYPES: Record<keyof typeof PROPS, string> = { title: 'string', rank: 'int', born: 'date', active: 'bool', score: 'float' };

async function defineClass(db: Kysely<Database>, id: string, name: string): Promise<void> {
  await db.insertInto('instances').values({ id, name }).execute();
  await db.insertInto('memberships').values({ class_id: META_CLASS.Class, instance_id: id }).execute();
  await db.insertInto('class_closure').values({ ancestor: id, descendant: id, depth: 0 }).execute();
}

/** (a) and (b): a class with `count` instances, each with five typed values. */
export async function seedItems(db: Kysely<Database>, count: number): Promise<void> {
  await defineClass(db, ITEM_CLASS, 'Bench item');
  for (const [key, id] of Object.entries(PROPS) as Array<[keyof typeof PROPS, string]>) {
    await db.insertInto('instances').values({ id, name: key }).execute();
    await db.insertInto('memberships').values({ class_id: META_CLASS.DataProperty, instance_id: id }).execute();
    await db
      .insertInto('vals')
      .values([
        { inst: id, prop: META_PROP.type, idx: 0, t: PROP_TYPES[key], n: null, b: null, d: null, r: null, lang: null },
        { inst: id, prop: META_PROP.domain, idx: 0, t: null, n: null, b: null, d: null, r: ITEM_CLASS, lang: null },
        { inst: id, prop: META_PROP.maxCardinality, idx: 0, t: null, n: 1, b: null, d: null, r: null, lang: null },
      ])
      .execute();
  }
  const id = sql`md5('bench-a-' || g)::uuid`;
  const series = sql`generate_series(1, ${count}::int) g`;
  await sql`insert into instances (id, name) select ${id}, 'Item ' || lpad(g::text, 6, '0') from ${series}`.execute(db);
  // fresh statistics before the rows that refer to these: PGlite would otherwise check each new
  // reference with the plan it cached while the table was empty (collab-server/jobs/embeddedAnalyze.ts)
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${ITEM_CLASS}::uuid, ${id} from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, t) select ${id}, ${PROPS.title}::uuid, 0, 'Title ' || md5('t' || g) from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${id}, ${PROPS.rank}::uuid, 0, (g * 7919) % 1000 from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, t) select ${id}, ${PROPS.born}::uuid, 0, to_char(date '1950-01-01' + (g % 20000), 'YYYY-MM-DD') from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, b) select ${id}, ${PROPS.active}::uuid, 0, g % 3 = 0 from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${id}, ${PROPS.score}::uuid, 0, (g % 997) / 10.0 from ${series}`.execute(db);
  await sql`analyze`.execute(db);
}

/** Ids of the first `count` bench items, as the SQL seeding made them. */
export async function itemIds(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await sql<{ id: string }>`select md5('bench-a-' || g)::uuid::text as id from generate_series(1, ${count}::int) g order by g`.execute(db);
  return rows.rows.map((r) => r.id);
}

/** (c): `count` classes in a `fanout`-ary tree (class 1 is the root; class g's parent is (g + fanout - 2) / fanout), one instance each. */
export async function seedHierarchy(db: Kysely<Database>, count: number, fanout = 10): Promise<string> {
  const cls = sql`md5('bench-c-' || g)::uuid`;
  const series = sql`generate_series(1, ${count}::int) g`;
  await sql`insert into instances (id, name) select ${cls}, 'Class ' || g from ${series}`.execute(db);
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${META_CLASS.Class}::uuid, ${cls} from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, r) select ${cls}, ${META_PROP.parents}::uuid, 0, md5('bench-c-' || ((g + ${fanout - 2}::int) / ${fanout}::int))::uuid from generate_series(2, ${count}::int) g`.execute(db);
  await sql`
    with recursive anc(descendant, ancestor, depth) as (
      select g, g, 0 from generate_series(1, ${count}::int) g
      union all
      select descendant, (ancestor + ${fanout - 2}::int) / ${fanout}::int, depth + 1 from anc where ancestor >= 2
    )
    insert into class_closure (ancestor, descendant, depth)
    select md5('bench-c-' || ancestor)::uuid, md5('bench-c-' || descendant)::uuid, depth from anc`.execute(db);
  const inst = sql`md5('bench-ci-' || g)::uuid`;
  await sql`insert into instances (id, name) select ${inst}, 'Member ' || lpad(g::text, 6, '0') from ${series}`.execute(db);
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${cls}, ${inst} from ${series}`.execute(db);
  await sql`analyze`.execute(db);
  const root = await sql<{ id: string }>`select md5('bench-c-1')::uuid::text as id`.execute(db);
  return root.rows[0]!.id;
}
