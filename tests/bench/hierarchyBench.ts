import { sql, type Kysely } from 'kysely';
import type { Database } from '../../collab-server/store/schema';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { seedHierarchy } from './benchSeed';
import { measure, printComparison } from './measure';
import { benchClassTreePaint } from './classTreePaint';
import { onEachStore, withBenchServer } from './benchServer';

// The class screens' hierarchy queries on a synthetic hierarchy (BENCH_HIERARCHY classes, default
// 100,000, a BENCH_FANOUT-ary tree, default 10), on PGlite and PostgreSQL, each beside hand-written
// SQL doing the same work in the same run:
// (h1) children of a class: the tree's expand — its subclasses by name with labels and parents;
// (h2) which of a level's classes have children: the tree's expanders, one query per level;
// (h3) all descendants of a class (subclass_of on the closure): a page of 100 by name, and the count.
// The requests are the screens' own: without a class scope where only classes can match (parents,
// closure), which spares a semi-join over every class.
const CLASSES = Number(process.env.BENCH_HIERARCHY ?? 100_000);
const FANOUT = Number(process.env.BENCH_FANOUT ?? 10);
const RUNS = 200;

const classId = (n: number) => sql<{ id: string }>`select md5('bench-c-' || ${n}::int)::uuid::text as id`;
// what the tree asks for each class (src/features/ontology/classes/classApi.ts)
const NODE_FIELDS = [{ prop: META_PROP.label }, { prop: META_PROP.parents }, { prop: META_PROP.deprecated }];

/** The values the API's fields return, for the page's ids: labels, parents (with their names) and deprecated. */
async function valuesOf(db: Kysely<Database>, ids: string[]): Promise<number> {
  const rows = await sql`select v.inst, v.prop, v.idx, v.t, v.b, v.r, v.lang, p.name as cap from vals v left join instances p on p.id = v.r
    where v.inst = any(${ids}::uuid[]) and v.prop = any(${[META_PROP.label, META_PROP.parents, META_PROP.deprecated]}::uuid[]) order by v.inst, v.prop, v.idx`.execute(db);
  return rows.rows.length;
}

async function childrenBySql(db: Kysely<Database>, parent: string): Promise<number> {
  const page = await sql<{ id: string; total: number }>`select i.id, count(*) over () as total from vals v
    join instances i on i.id = v.inst
    where v.prop = ${META_PROP.parents}::uuid and v.r = ${parent}::uuid
    order by i.name, i.id limit 500`.execute(db);
  return valuesOf(
    db,
    page.rows.map((r) => r.id),
  );
}

async function havingChildrenBySql(db: Kysely<Database>, ids: string[]): Promise<number> {
  const rows = await sql`select i.id from instances i where i.id = any(${ids}::uuid[])
    and exists (select 1 from vals v where v.prop = ${META_PROP.parents}::uuid and v.r = i.id)`.execute(db);
  return rows.rows.length;
}

async function descendantsBySql(db: Kysely<Database>, ancestor: string): Promise<number> {
  const page = await sql<{ id: string; total: number }>`select p.id, p.total from (
      select i.id, i.name, count(*) over () as total from class_closure c join instances i on i.id = c.descendant
      where c.ancestor = ${ancestor}::uuid and c.depth > 0) p
    order by p.name, p.id limit 100`.execute(db);
  return valuesOf(
    db,
    page.rows.map((r) => r.id),
  );
}

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async ({ db, dataCall }) => {
    const t0 = performance.now();
    await seedHierarchy(db, CLASSES, FANOUT);
    console.log(`\n  ${label}: seeded ${CLASSES.toLocaleString('ru-RU')} classes (${FANOUT}-ary tree) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const call = (payload: unknown) => dataCall<{ count_rows: number; rows: Array<{ inst: string }> }>('get_data', payload);

    // a class on the second level: FANOUT children, about CLASSES / FANOUT descendants
    const mid = (await classId(2).execute(db)).rows[0]!.id;
    const children = await call({ fields: NODE_FIELDS, filter: { prop: META_PROP.parents, op: 'eq', val: mid }, limit: 500 });
    const level = [...new Set(children.rows.map((r) => r.inst))];
    const descendants = await call({ fields: NODE_FIELDS, filter: { prop: 'subclass_of', op: 'eq', val: mid }, limit: 100 });
    console.log(`  class "Class 2": ${children.count_rows} children, ${descendants.count_rows.toLocaleString('ru-RU')} descendants`);

    printComparison(
      '(h1) children of a class (the tree\'s expand)',
      await measure(RUNS, () => call({ fields: NODE_FIELDS, filter: { prop: META_PROP.parents, op: 'eq', val: mid }, limit: 500 })),
      await measure(RUNS, () => childrenBySql(db, mid)),
    );
    printComparison(
      `(h2) which of ${level.length} classes have children (one query per level)`,
      await measure(RUNS, () => call({ idx: level, fields: [{ prop: META_PROP.parents, reverse: true, filter_mode: 'notEmpty', hidden: true }], limit: level.length })),
      await measure(RUNS, () => havingChildrenBySql(db, level)),
    );
    printComparison(
      `(h3) all descendants (subclass_of): page of 100 by name of ${descendants.count_rows.toLocaleString('ru-RU')}, with the count`,
      await measure(RUNS / 2, () => call({ fields: NODE_FIELDS, filter: { prop: 'subclass_of', op: 'eq', val: mid }, limit: 100 })),
      await measure(RUNS / 2, () => descendantsBySql(db, mid)),
    );
  });
}

/** `npm run bench -- hierarchy`: the queries on both stores, then the tree's first paint for so.owl. */
export async function benchHierarchy(pgUrl: string): Promise<void> {
  console.log('\n=== Class hierarchy queries ===');
  await onEachStore(pgUrl, 'hierarchy benchmark', benchStore);
  if (process.env.BENCH_TREE_PAINT !== 'off') await benchClassTreePaint();
}
