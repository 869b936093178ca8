import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../collab-server/store/schema';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { UNSEARCHED_PROPS } from '../../../collab-server/search/searchVectors';
import { json, onEachStore, withBenchServer } from '../benchServer';
import { measure, printComparison } from '../measure';

// Full-text search over 100,000 text values (issue 15): GET /api/search through HTTP — every
// source, read rights, counts by kind, one ranked page with highlighted passages — beside a
// hand-written tsquery over the value rows alone giving the same page (count, top 20 by ts_rank,
// ts_headline), in the same run, on PGlite and on PostgreSQL. Then what the index costs a write:
// 10,000 text values inserted with the GIN index and again without it.

const VALUES = Number(process.env.BENCH_FTS_VALUES ?? 100_000);
const NOTE_CLASS = '0be0c1a5-0000-4000-8000-0000000000f1';
const NOTE_TEXT = '0be0c1a5-0000-4000-8000-0000000000f2';
const PAGE = 20;

// a sentence per value: words drawn by the row number, in the forms people write them, so a
// query in one form finds the others; «пингвин» is in one value of 1,000, «договор» in one of 10
const COMMON = ['согласование', 'заявки', 'отдела', 'руководитель', 'сроки', 'документа', 'процесса', 'модели', 'approval', 'requests', 'running', 'reports', 'systems', 'values'];
const sentence = sql`${sql.lit(COMMON.join(' '))}::text`;

async function seedNotes(db: Kysely<Database>, count: number): Promise<void> {
  await db.insertInto('instances').values([{ id: NOTE_CLASS, name: 'Заметка' }, { id: NOTE_TEXT, name: 'Текст заметки' }]).execute();
  await db.insertInto('memberships').values([{ class_id: META_CLASS.Class, instance_id: NOTE_CLASS }, { class_id: META_CLASS.DataProperty, instance_id: NOTE_TEXT }]).execute();
  await db.insertInto('class_closure').values({ ancestor: NOTE_CLASS, descendant: NOTE_CLASS, depth: 0 }).execute();
  await db.insertInto('vals').values({ inst: NOTE_TEXT, prop: META_PROP.type, idx: 0, t: 'text' }).execute();
  const id = sql`md5('bench-fts-' || g)::uuid`;
  const series = sql`generate_series(1, ${count}::int) g`;
  await sql`insert into instances (id, name) select ${id}, 'Заметка ' || lpad(g::text, 6, '0') from ${series}`.execute(db);
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${NOTE_CLASS}::uuid, ${id} from ${series}`.execute(db);
  const words = sql`string_to_array(${sentence}, ' ')`;
  await sql`
    insert into vals (inst, prop, idx, t)
    select ${id}, ${NOTE_TEXT}::uuid, 0,
      (${words})[1 + g % 14] || ' ' || (${words})[1 + (g * 7) % 14] || ' ' || (${words})[1 + (g * 13) % 14] || ' ' ||
      case when g % 10 = 0 then 'договоры аренды ' else '' end ||
      case when g % 1000 = 0 then 'императорские пингвины ' else '' end ||
      'запись ' || g
    from ${series}`.execute(db);
  await sql`analyze`.execute(db);
}

const unsearched = sql.raw(UNSEARCHED_PROPS.map((p) => `'${p}'`).join(', '));

/** The same page by hand: value rows only, no rights, no other sources. */
async function pageBySql(db: Kysely<Database>, words: string, prefix: string | null): Promise<number> {
  const query = prefix === null ? sql`websearch_to_tsquery('russian', ${words})` : sql`websearch_to_tsquery('russian', ${words}) && to_tsquery('russian', ${`${prefix}:*`})`;
  const { rows } = await sql<{ total: number }>`
    with q as (select ${query} as query),
    hits as materialized (
      select v.inst, v.t, ts_rank(to_tsvector('russian', v.t), q.query) as rank
      from vals v, q
      where v.t is not null and v.prop not in (${unsearched}) and to_tsvector('russian', v.t) @@ (select query from q)
    )
    select (select count(*)::int from hits) as total,
      (select json_agg(ts_headline('russian', p.t, (select query from q), 'MaxFragments=2, MaxWords=30, MinWords=12'))
       from (select * from hits order by rank desc, inst limit ${PAGE}) p) as page`.execute(db);
  return rows[0]!.total;
}

async function indexUsed(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain select v.inst from vals v
    where v.t is not null and v.prop not in (${unsearched}) and to_tsvector('russian', v.t) @@ websearch_to_tsquery('russian', 'пингвины')`.execute(db);
  return rows.some((r) => r['QUERY PLAN'].includes('vals_fts'));
}

async function insertTexts(db: Kysely<Database>, from: number, count: number): Promise<number> {
  const t0 = performance.now();
  // one statement per 500 values, as set_data batches its writes
  for (let start = from; start < from + count; start += 500) {
    await sql`
      insert into vals (inst, prop, idx, t)
      select md5('bench-fts-' || (1 + g % ${VALUES}::int))::uuid, ${NOTE_TEXT}::uuid, 1 + g, 'новая запись о согласовании ' || g
      from generate_series(${start}::int, ${start + 499}::int) g`.execute(db);
  }
  return performance.now() - t0;
}

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async ({ db, api, token }) => {
    console.log(`\n=== full-text search, ${label} ===`);
    const t0 = performance.now();
    await seedNotes(db, VALUES);
    console.log(`  seeded ${VALUES.toLocaleString('ru-RU')} text values in ${((performance.now() - t0) / 1000).toFixed(1)} s; GIN index used by the value search: ${(await indexUsed(db)) ? 'yes' : 'NO'}`);
    // a seed longer than the server's keep-alive (72 s) leaves the client a closed idle connection: this call takes the reset
    await fetch(`${api}/search?q=x`, { headers: { authorization: token } }).catch(() => undefined);
    const cases: Array<{ title: string; q: string; words: string; prefix: string | null }> = [
      { title: 'a rare word in another form («пингвин»: 1 value in 1,000)', q: 'пингвин', words: '', prefix: 'пингвин' },
      { title: 'a common word («договор»: 1 value in 10)', q: 'договор', words: '', prefix: 'договор' },
      { title: 'two words, the last one half typed («аренды дог»)', q: 'аренды дог', words: 'аренды', prefix: 'дог' },
      { title: 'an English word in another form («run»: 1 value in 7)', q: 'run', words: '', prefix: 'run' },
    ];
    for (const c of cases) {
      const call = async () => (await json(await fetch(`${api}/search?${new URLSearchParams({ q: c.q, limit: String(PAGE) })}`, { headers: { authorization: token } }))) as { total: number };
      const t1 = performance.now();
      const apiTotal = (await call()).total;
      const first = performance.now() - t1;
      const sqlTotal = await pageBySql(db, c.words, c.prefix);
      console.log(`\n  matches: API ${apiTotal.toLocaleString('ru-RU')} (every kind), SQL ${sqlTotal.toLocaleString('ru-RU')} (value rows); the API's first call ${first.toFixed(0)} ms`);
      printComparison(`GET /api/search, page of ${PAGE}: ${c.title}`, await measure(30, call), await measure(30, () => pageBySql(db, c.words, c.prefix)));
    }
    const withIndex = await insertTexts(db, 0, 10_000);
    await sql`drop index vals_fts`.execute(db);
    const withoutIndex = await insertTexts(db, 10_000, 10_000);
    console.log(`\n  writing 10,000 text values (500 a statement): ${withIndex.toFixed(0)} ms with the GIN index, ${withoutIndex.toFixed(0)} ms without it`);
  });
}

/** `npm run bench -- search` (full-text part): PGlite, then PostgreSQL at `pgUrl` when it answers. */
export async function benchFullTextSearch(pgUrl: string): Promise<void> {
  await onEachStore(pgUrl, 'full-text search benchmark', benchStore);
}

// run on its own: npx tsx tests/bench/search/fullTextBench.ts
if (process.argv[1]?.endsWith('fullTextBench.ts')) {
  await benchFullTextSearch(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  process.exit(0);
}
