import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../collab-server/store/schema';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import type { SearchSettings } from '../../../realtime/protocol/semanticSearch';
import { json, onEachStore, withBenchServer } from '../benchServer';
import { measure, printComparison } from '../measure';

// Semantic search (issue 15): ORDERS instances linked to ORDERS / 10 regions. (a) A search with a
// two-class filter, a calculated column, two aggregations and a sort through POST
// /api/semanticSearch/run, beside hand-written SQL giving the same groups, in the same run.
// (b) Excel export of every order × 10 columns through GET /api/semanticSearch/:id/export.xlsx
// (time, peak memory) beside exceljs's streaming WorkbookWriter fed the same rows straight from SQL.
// BENCH_ITEMS scales it down for a quick run.

const ORDERS = Number(process.env.BENCH_ITEMS ?? 100_000);
const REGIONS = Math.max(1, Math.round(ORDERS / 10));
const id = (n: number) => `0be0c1a5-0000-4000-8000-0000000005${n.toString(16).padStart(2, '0')}`;
const C = { Order: id(1), Region: id(2) };
const P = { amount: id(11), qty: id(12), signed: id(13), note: id(14), region: id(15), zone: id(16) };

async function define(db: Kysely<Database>, inst: string, name: string, meta: string, vals: { prop: string; t?: string; r?: string }[]): Promise<void> {
  await db.insertInto('instances').values({ id: inst, name }).execute();
  await db.insertInto('memberships').values({ class_id: meta, instance_id: inst }).execute();
  for (const v of vals) await db.insertInto('vals').values({ inst, prop: v.prop, idx: 0, t: v.t ?? null, r: v.r ?? null }).execute();
}

export async function seed(db: Kysely<Database>): Promise<void> {
  for (const [key, cls] of Object.entries(C)) {
    await define(db, cls, key, META_CLASS.Class, []);
    await db.insertInto('class_closure').values({ ancestor: cls, descendant: cls, depth: 0 }).execute();
  }
  const data = (t: string, domain: string) => [{ prop: META_PROP.type, t }, { prop: META_PROP.domain, r: domain }];
  await define(db, P.amount, 'amount', META_CLASS.DataProperty, data('float', C.Order));
  await define(db, P.qty, 'qty', META_CLASS.DataProperty, data('int', C.Order));
  await define(db, P.signed, 'signed', META_CLASS.DataProperty, data('date', C.Order));
  await define(db, P.note, 'note', META_CLASS.DataProperty, data('string', C.Order));
  await define(db, P.zone, 'zone', META_CLASS.DataProperty, data('int', C.Region));
  await define(db, P.region, 'region', META_CLASS.ObjectProperty, [{ prop: META_PROP.range, r: C.Region }, { prop: META_PROP.domain, r: C.Order }]);
  const region = sql`md5('bench-ss-r-' || g)::uuid`;
  const order = sql`md5('bench-ss-o-' || g)::uuid`;
  const regions = sql`generate_series(1, ${REGIONS}::int) g`;
  const orders = sql`generate_series(1, ${ORDERS}::int) g`;
  await sql`insert into instances (id, name) select ${region}, 'Регион ' || g from ${regions}`.execute(db);
  await sql`insert into instances (id, name) select ${order}, 'Заказ ' || lpad(g::text, 6, '0') from ${orders}`.execute(db);
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${C.Region}::uuid, ${region} from ${regions}`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${C.Order}::uuid, ${order} from ${orders}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${region}, ${P.zone}::uuid, 0, g % 10 from ${regions}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${order}, ${P.amount}::uuid, 0, (g * 7919) % 1000 / 4.0 from ${orders}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${order}, ${P.qty}::uuid, 0, 1 + g % 9 from ${orders}`.execute(db);
  await sql`insert into vals (inst, prop, idx, t) select ${order}, ${P.signed}::uuid, 0, to_char(date '2020-01-01' + (g % 1500), 'YYYY-MM-DD') from ${orders}`.execute(db);
  await sql`insert into vals (inst, prop, idx, t) select ${order}, ${P.note}::uuid, 0, 'Примечание ' || md5('n' || g) from ${orders}`.execute(db);
  await sql`insert into vals (inst, prop, idx, r) select ${order}, ${P.region}::uuid, 0, md5('bench-ss-r-' || (1 + g % ${REGIONS}::int))::uuid from ${orders}`.execute(db);
  await sql`analyze`.execute(db);
}

const column = (code: string, node: string, prop_id: string, extra: Record<string, unknown> = {}) => ({ id: code, code, node, prop_id, old_name: code, new_name: '', hidden: false, do_not_filter: false, agg: null, ord: 0, sort: null, sort_mode: 'asc' as const, ...extra });
const graph = (where: SearchSettings['filters'][0]['where']): SearchSettings['filters'] => [
  {
    id: 'f',
    nodes: [
      { id: 'o', classId: C.Order, subclasses: true },
      { id: 'r', classId: C.Region, subclasses: true },
    ],
    edges: [{ id: 'e', from: 'o', to: 'r', propId: P.region, direction: 'out', optional: false }],
    where,
  },
];

/** Orders of at least 100 in zones 0–4: the sum of amount × qty and the mean amount per zone, biggest sum first. */
export const aggregated: SearchSettings = {
  filters: graph([
    { id: 'w1', name: 'amount', node: 'o', condition: 'gte', column: P.amount, value: 100, constraint: 'and', enabled: true },
    { id: 'w2', name: 'zone', node: 'r', condition: 'lt', column: P.zone, value: 5, constraint: 'and', enabled: true },
  ]),
  columns: [column('zone', 'r', P.zone, { ord: 10 }), column('amount', 'o', P.amount, { ord: 20, hidden: true }), column('qty', 'o', P.qty, { ord: 30, hidden: true }), column('mean', 'o', P.amount, { ord: 50, agg: 'avg' })],
  calcColumns: [{ id: 'total', code: 'total', name: 'total', formula: '[amount] * [qty]', type: 'number', ord: 40, agg: 'sum', hidden: false, sort: 1, sort_mode: 'desc' }],
  pageSize: null,
};

const bySql = (db: Kysely<Database>) =>
  sql`select z.n as zone, sum(a.n * q.n) as total, round(avg(a.n)::numeric, 2) as mean
      from memberships m
      join vals a on a.inst = m.instance_id and a.prop = ${P.amount}
      join vals q on q.inst = m.instance_id and q.prop = ${P.qty}
      join vals l on l.inst = m.instance_id and l.prop = ${P.region}
      join vals z on z.inst = l.r and z.prop = ${P.zone}
      where m.class_id = ${C.Order} and a.n >= 100 and z.n < 5
      group by z.n order by total desc limit 50`.execute(db);

const exported: SearchSettings = {
  filters: graph([]),
  columns: [
    column('name', 'o', 'name', { sort: 1 }),
    column('id', 'o', 'id'),
    column('amount', 'o', P.amount),
    column('qty', 'o', P.qty),
    column('signed', 'o', P.signed),
    column('note', 'o', P.note),
    column('region', 'o', P.region),
    column('regionName', 'r', 'name'),
    column('zone', 'r', P.zone),
  ],
  calcColumns: [{ id: 'total', code: 'total', name: 'total', formula: '[amount] * [qty]', type: 'number', ord: 100, agg: null, hidden: false, sort: null, sort_mode: 'asc' }],
  pageSize: null,
};

/** Peak resident and heap memory while `work` runs, sampled every 20 ms. */
async function peakMemory(work: () => Promise<void>): Promise<{ ms: number; rss: number; heap: number }> {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = start.rss;
  let heap = start.heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { ms: performance.now() - t0, rss: rss - start.rss, heap: heap - start.heapUsed };
}

/** The median CPU time (user + system, this process) of `runs` calls. */
async function cpuMedian(runs: number, once: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await once();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sink = (count: { bytes: number }) => new Writable({ write: (chunk: Buffer, _enc, done) => ((count.bytes += chunk.length), done()) });

/** The same rows, read from SQL in keyset chunks and written by exceljs's WorkbookWriter. */
async function excelBySql(db: Kysely<Database>): Promise<number> {
  const count = { bytes: 0 };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink(count), useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Лист1');
  sheet.addRow(['name', 'id', 'amount', 'qty', 'signed', 'note', 'region', 'regionName', 'zone', 'total']).commit();
  let after = '';
  for (;;) {
    const rows = (
      await sql<Record<string, any>>`select o.name, o.id::text as id, a.n as amount, q.n as qty, s.t as signed, nt.t as note, r.name as region, r.name as region_name, z.n as zone, a.n * q.n as total
        from memberships m join instances o on o.id = m.instance_id
        left join vals a on a.inst = o.id and a.prop = ${P.amount} left join vals q on q.inst = o.id and q.prop = ${P.qty}
        left join vals s on s.inst = o.id and s.prop = ${P.signed} left join vals nt on nt.inst = o.id and nt.prop = ${P.note}
        join vals l on l.inst = o.id and l.prop = ${P.region} join instances r on r.id = l.r left join vals z on z.inst = r.id and z.prop = ${P.zone}
        where m.class_id = ${C.Order} and o.name > ${after} order by o.name limit 2000`.execute(db)
    ).rows;
    if (rows.length === 0) break;
    for (const r of rows) sheet.addRow([r.name, r.id, r.amount, r.qty, new Date(`${r.signed}T00:00:00Z`), r.note, r.region, r.region_name, r.zone, r.total]).commit();
    after = rows.at(-1)!.name as string;
  }
  sheet.commit();
  await workbook.commit();
  return count.bytes;
}

/** One store's half (`env` as withBenchServer takes it). */
export async function benchSemanticSearchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async ({ db, api, token }) => {
    console.log(`\n=== ${label} ===`);
    const t0 = performance.now();
    await seed(db);
    console.log(`  seeded ${ORDERS.toLocaleString('ru-RU')} orders linked to ${REGIONS.toLocaleString('ru-RU')} regions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // the seed blocks this process's event loop for longer than the server's keep-alive (72 s): the
    // client's idle connection from the sign-in is closed under it, and its next request reset
    await fetch(`${api}/semanticSearch`, { headers: { authorization: token } }).catch(() => undefined);
    const post = async (path: string, body: unknown) => json(await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) }));
    const runIt = () => post('/semanticSearch/run', { settings: aggregated, limit: 50 });
    let t1 = performance.now();
    const first = await runIt();
    console.log(`  (a) first run ${(performance.now() - t1).toFixed(0)} ms`);
    t1 = performance.now();
    const hand = (await bySql(db)).rows as Array<Record<string, unknown>>;
    console.log(`  (a) hand-written SQL, first run ${(performance.now() - t1).toFixed(0)} ms`);
    const same = JSON.stringify(first.rows.map((r: any) => [r.cells.zone, r.cells.total, r.cells.mean])) === JSON.stringify(hand.map((r) => [Number(r.zone), Number(r.total), Number(r.mean)]));
    console.log(`  (a) groups: ${first.total}; the same answer as the hand-written SQL: ${same ? 'yes' : 'NO'}`);
    printComparison('(a) semantic search run: two-class filter, calculated column, sum and avg, sorted', await measure(20, runIt), await measure(20, () => bySql(db)));
    if (!env.DATABASE_URL) {
      // PGlite runs in this process: its CPU time per call is a figure the other processes of a
      // shared machine do not stretch, as they stretch wall-clock time
      const [api, hand] = [await cpuMedian(9, runIt), await cpuMedian(9, () => bySql(db))];
      console.log(`    CPU time per call (this process): API ${api.toFixed(0)} ms, SQL ${hand.toFixed(0)} ms, ×${(api / hand).toFixed(2)}`);
    }

    const saved = await post('/semanticSearch', { name: 'Выгрузка заказов', json: exported });
    let bytes = 0;
    const viaApi = await peakMemory(async () => {
      const res = await fetch(`${api}/semanticSearch/${saved.id}/export.xlsx`, { headers: { authorization: token } });
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
      }
    });
    let direct = 0;
    const viaSql = await peakMemory(async () => {
      direct = await excelBySql(db);
    });
    console.log(`\n  (b) Excel export of ${ORDERS.toLocaleString('ru-RU')} rows × 10 columns`);
    console.log(`    API         ${(viaApi.ms / 1000).toFixed(2).padStart(7)} s  peak +RSS ${mb(viaApi.rss).padStart(9)}  +heap ${mb(viaApi.heap).padStart(9)}  file ${mb(bytes)}`);
    console.log(`    SQL+exceljs ${(viaSql.ms / 1000).toFixed(2).padStart(7)} s  peak +RSS ${mb(viaSql.rss).padStart(9)}  +heap ${mb(viaSql.heap).padStart(9)}  file ${mb(direct)}`);
  });
}

/** `npm run bench -- search` part: on PGlite, then on PostgreSQL at `pgUrl` when it answers. */
export async function benchSemanticSearch(pgUrl: string): Promise<void> {
  await onEachStore(pgUrl, 'semantic search benchmark', benchSemanticSearchStore);
}

if (process.argv[1]?.endsWith('semanticSearchBench.ts')) {
  await benchSemanticSearch(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  process.exit(0);
}
