import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../collab-server/store/schema';
import { META_CLASS, META_PROP } from '../../../realtime/protocol/metaModel';
import { loadDmn } from '../../../model/dmn/loadDmn';
import { compileDmn } from '../../../model/dmn/compileDmn';
import type { ComputedState, RunStatus } from '../../../realtime/protocol/dmn';
import { json, onEachStore, withBenchServer, type BenchServer } from '../benchServer';
import { report } from '../benchReport';

// A decision over the ontology end to end (issue 17 benchmark): BENCH_DMN_INSTANCES (default
// 100,000) instances of a class with two bound input properties, seeded by set-based SQL; the
// decision run over the class (read the inputs, evaluate, record the result rows), then its outputs
// written back as computed values — both through the HTTP API as a user starts them, timed until
// the job says it is done. Beside them, in the same run: a plain SQL read of the same values in the
// same batches, the engine alone over contexts already in memory, and a plain SQL write of as many values.

const COUNT = Number(process.env.BENCH_DMN_INSTANCES ?? 100_000);
const BATCH = 1000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const CLASS = '0dd0c1a5-0000-4000-8000-000000000001';
const AGE = '0dd0c1a5-0000-4000-8000-000000000011';
const CITY = '0dd0c1a5-0000-4000-8000-000000000012';
const RATE = '0dd0c1a5-0000-4000-8000-000000000013';
const CITIES = ['Москва', 'Казань', 'Омск', 'Пермь'];

const rule = (id: string, age: string, city: string, category: string, rate: string) => `
      <rule id="${id}"><inputEntry id="${id}a"><text>${age}</text></inputEntry><inputEntry id="${id}b"><text>${city}</text></inputEntry>
        <outputEntry id="${id}c"><text>"${category}"</text></outputEntry><outputEntry id="${id}d"><text>${rate}</text></outputEntry></rule>`;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/" id="defs" name="Тариф" namespace="http://example.com/bench">
  <inputData id="id_age" name="age"><variable id="id_age_v" name="age" typeRef="number" /></inputData>
  <inputData id="id_city" name="city"><variable id="id_city_v" name="city" typeRef="string" /></inputData>
  <decision id="tariff" name="Тариф">
    <informationRequirement id="ir1"><requiredInput href="#id_age" /></informationRequirement>
    <informationRequirement id="ir2"><requiredInput href="#id_city" /></informationRequirement>
    <decisionTable id="table" hitPolicy="UNIQUE">
      <input id="in_age" label="Возраст"><inputExpression id="in_age_e" typeRef="number"><text>age</text></inputExpression></input>
      <input id="in_city" label="Город"><inputExpression id="in_city_e" typeRef="string"><text>city</text></inputExpression></input>
      <output id="out_cat" name="category" typeRef="string" />
      <output id="out_rate" name="rate" typeRef="number" />${[
        rule('r1', '&lt; 18', '-', 'junior', '0'),
        rule('r2', '[18..30)', '"Москва"', 'young capital', '3'),
        rule('r3', '[18..30)', 'not("Москва")', 'young', '2'),
        rule('r4', '[30..65)', '"Москва"', 'adult capital', '6'),
        rule('r5', '[30..65)', 'not("Москва")', 'adult', '5'),
        rule('r6', '&gt;= 65', '-', 'senior', '8'),
      ].join('')}
    </decisionTable>
  </decision>
</definitions>`;

async function defineOntology(db: Kysely<Database>): Promise<void> {
  await db.insertInto('instances').values({ id: CLASS, name: 'Клиент (бенчмарк)' }).execute();
  await db.insertInto('memberships').values({ class_id: META_CLASS.Class, instance_id: CLASS }).execute();
  await db.insertInto('class_closure').values({ ancestor: CLASS, descendant: CLASS, depth: 0 }).execute();
  for (const [id, name, type] of [
    [AGE, 'Возраст', 'int'],
    [CITY, 'Город', 'string'],
    [RATE, 'Ставка', 'float'],
  ] as const) {
    await db.insertInto('instances').values({ id, name }).execute();
    await db.insertInto('memberships').values({ class_id: META_CLASS.DataProperty, instance_id: id }).execute();
    await db.insertInto('vals').values({ inst: id, prop: META_PROP.type, idx: 0, t: type, n: null, b: null, d: null, r: null, lang: null }).execute();
  }
}

async function seedInstances(db: Kysely<Database>): Promise<void> {
  const id = sql`md5('bench-dmn-' || g)::uuid`;
  const series = sql`generate_series(1, ${COUNT}::int) g`;
  await sql`insert into instances (id, name) select ${id}, 'Клиент ' || lpad(g::text, 6, '0') from ${series}`.execute(db);
  // fresh statistics before the rows that refer to these (see tests/bench/benchSeed.ts)
  await sql`analyze instances`.execute(db);
  await sql`insert into memberships (class_id, instance_id) select ${CLASS}::uuid, ${id} from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, n) select ${id}, ${AGE}::uuid, 0, (g * 7919) % 90 from ${series}`.execute(db);
  await sql`insert into vals (inst, prop, idx, t) select ${id}, ${CITY}::uuid, 0, (${CITIES}::text[])[1 + g % ${CITIES.length}::int] from ${series}`.execute(db);
  await sql`analyze`.execute(db);
}

type Call = (method: string, url: string, body?: unknown) => Promise<any>;

function caller(bench: BenchServer): Call {
  return async (method, url, body) =>
    json(
      await fetch(`${bench.api}${url}`, {
        method,
        headers: { authorization: bench.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}

async function until<T>(poll: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const value = await poll();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const perSecond = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('ru-RU').padStart(10);
const line = (label: string, n: number, ms: number, unit = 'instances/s') => console.log(`    ${label.padEnd(58)} ${(ms / 1000).toFixed(2).padStart(7)} s ${perSecond(n, ms)} ${unit}`);

/** The references: the same inputs read by plain SQL in the same batches, the engine alone, as many values written by plain SQL. */
/** The plain-SQL references; answers the read's time, which the decision's run is set against. */
async function references(db: Kysely<Database>, ids: string[], values: number): Promise<number> {
  let t0 = performance.now();
  const contexts: Array<Record<string, unknown>> = [];
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    const { rows } = await sql<{ inst: string; prop: string; n: number | null; t: string | null }>`select inst, prop, n, t from vals
      where inst = any(${batch}::uuid[]) and prop = any(${[AGE, CITY]}::uuid[])`.execute(db);
    const byInst = new Map<string, Record<string, unknown>>();
    for (const r of rows) {
      const ctx = byInst.get(r.inst) ?? {};
      if (r.prop === AGE) ctx.age = Number(r.n);
      else ctx.city = r.t;
      byInst.set(r.inst, ctx);
    }
    contexts.push(...byInst.values());
  }
  const readMs = performance.now() - t0;
  line('reference: plain SQL read of the same inputs, same batches', ids.length, readMs);

  const compiled = compileDmn(await loadDmn(XML));
  t0 = performance.now();
  for (const ctx of contexts) compiled.evaluate('tariff', ctx, { strictInputs: true });
  line('reference: the engine alone over contexts in memory', contexts.length, performance.now() - t0);

  await sql`create table bench_dmn_written (inst uuid not null, prop uuid not null, n double precision)`.execute(db);
  t0 = performance.now();
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    await db.transaction().execute(async (trx) => {
      await sql`delete from bench_dmn_written where inst = any(${batch}::uuid[])`.execute(trx);
      await sql`insert into bench_dmn_written (inst, prop, n) select x, ${RATE}::uuid, 1 from unnest(${batch}::uuid[]) x`.execute(trx);
    });
  }
  line(`reference: plain SQL write of ${values.toLocaleString('ru-RU')} values, same batches`, ids.length, performance.now() - t0);
  await sql`drop table bench_dmn_written`.execute(db);
  return readMs;
}

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  const work = env.DATABASE_URL ? null : await mkdtemp(path.join(tmpdir(), 'ontoweave-dmn-bench-'));
  try {
    await withBenchServer(work ? { ...env, DATA_DIR: work } : env, async (bench) => {
      const { db } = bench;
      console.log(`\n  --- ${label} ---`);
      let t0 = performance.now();
      await defineOntology(db);
      await seedInstances(db);
      console.log(`    seeded ${COUNT.toLocaleString('ru-RU')} instances × 2 bound values in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

      const call = caller(bench);
      const created = await call('POST', '/dmn', { xml: XML });
      await call('PUT', `/dmn/${created.id}`, {
        revision: created.revision,
        name: 'Тариф',
        xml: created.xml,
        bindings: [
          { decisionId: 'tariff', columnId: 'in_age', kind: 'input', propId: AGE },
          { decisionId: 'tariff', columnId: 'in_city', kind: 'input', propId: CITY },
        ],
      });

      t0 = performance.now();
      const runStarted = t0;
      const { runId } = await call('POST', `/dmn/${created.id}/runs`, { source: { classId: CLASS } });
      const run = await until(
        (): Promise<RunStatus> => call('GET', `/dmn/runs/${runId}?limit=1`),
        (s) => s.state !== 'running',
      );
      const runMs = performance.now() - runStarted;
      line(`run over the class (read, evaluate, record rows): ${run.state}, ${run.failed} failed`, run.done, runMs);

      t0 = performance.now();
      await call('PUT', `/dmn/${created.id}/computed`, { setting: { source: { classId: CLASS }, outputs: [{ columnId: 'out_rate', propId: RATE }] } });
      const computed = await until(
        (): Promise<ComputedState> => call('GET', `/dmn/${created.id}/computed`),
        (s) => s.state !== 'running',
      );
      line(`computed values (read, evaluate, write back): ${computed.values.toLocaleString('ru-RU')} values`, COUNT, performance.now() - t0);

      const ids = (await sql<{ id: string }>`select instance_id as id from memberships where class_id = ${CLASS}::uuid order by instance_id`.execute(db)).rows.map((r) => r.id);
      report('DMN decision over the instances ÷ SQL read', runMs / (await references(db, ids, computed.values)));
    });
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}

export async function benchOverOntology(): Promise<void> {
  console.log(`\n  A decision over ${COUNT.toLocaleString('ru-RU')} instances end to end (batches of ${BATCH}), beside plain SQL and the engine alone`);
  await onEachStore(PG_URL, 'decision-over-the-ontology benchmark', benchStore);
}
