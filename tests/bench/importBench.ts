import { randomBytes, randomUUID } from 'node:crypto';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { dropSchema } from '../integration/testServer';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { postgresReachable } from './postgresReachable';

// CSV import throughput (rows per second), on PGlite and on PostgreSQL, beside a reference measured
// in the same run: the same rows written by one plain set_data call (what the import's batches do,
// without parsing, row checks, progress and results). Figures are printed, not asserted.
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = 3;
const PASSWORD = 'bench-admin-password';

type Api = { api: string; token: string; session: string };

async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok || body.error) throw new Error(`${res.url}: ${res.status} ${body.error}`);
  return body;
}

const dataCall = (a: Api, act: string, payload: unknown) =>
  fetch(`${a.api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act, session: a.session, payload }) }).then(json);

function csvOf(rows: number, run: number): string {
  const lines = ['Название;Номер;Дата'];
  for (let i = 1; i <= rows; i++) lines.push(`Строка ${run}-${i};${i};${String((i % 28) + 1).padStart(2, '0')}.03.2024`);
  return lines.join('\n');
}

/** Seconds from the upload until the import has ended (polled every 20 ms, as a status page would). */
async function importOnce(a: Api, cls: string, mapping: Record<string, string>, run: number): Promise<number> {
  const form = new FormData();
  form.append('class', cls);
  form.append('mapping', JSON.stringify(mapping));
  form.append('file', new Blob([csvOf(ROWS, run)]), `bench-${run}.csv`);
  const t0 = performance.now();
  const { importId } = await json(await fetch(`${a.api}/import`, { method: 'POST', headers: { authorization: a.token }, body: form }));
  for (;;) {
    const status = await json(await fetch(`${a.api}/import/${importId}`, { headers: { authorization: a.token } }));
    if (status.status === 'completed') {
      if (status.imported !== ROWS) throw new Error(`import wrote ${status.imported} of ${ROWS} rows`);
      return (performance.now() - t0) / 1000;
    }
    if (status.status === 'failed') throw new Error(`import failed: ${status.message}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The same rows as set_data items, written by one call. */
async function setDataOnce(a: Api, cls: string, code: string, day: string, run: number): Promise<number> {
  const data: unknown[] = [];
  for (let i = 1; i <= ROWS; i++) {
    const inst = randomUUID();
    data.push({ op: 'new', class: cls, inst, name: `Ряд ${run}-${i}` }, { op: 'add', inst, prop: code, val: i }, { op: 'add', inst, prop: day, val: `2024-03-${String((i % 28) + 1).padStart(2, '0')}` });
  }
  const t0 = performance.now();
  await dataCall(a, 'set_data', { data });
  return (performance.now() - t0) / 1000;
}

async function benchStore(label: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<void> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_DATA: 'off', OSA_ADMIN_PASSWORD: PASSWORD, PLUGINS_DIR: '', ...env });
  const server = await createServer(config);
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    const { jwtToken: token } = await json(await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) }));
    const sid = await json(await fetch(`${api}/auth/osa-sessionid`, { headers: { authorization: token } }));
    const a: Api = { api, token, session: (JSON.parse(sid[0].res) as { session: string }).session };
    const [cls, code, day] = [randomUUID(), randomUUID(), randomUUID()];
    await dataCall(a, 'set_data', {
      data: [
        { op: 'new', class: META_CLASS.Class, inst: cls, name: 'Bench row' },
        ...[[code, 'int'], [day, 'date']].flatMap(([id, type]) => [
          { op: 'new', class: META_CLASS.DataProperty, inst: id, name: `p_${type}` },
          { op: 'upd', inst: id, prop: META_PROP.type, val: type },
          { op: 'add', inst: id, prop: META_PROP.domain, val: cls },
        ]),
      ],
    });
    const mapping = { Название: 'name', Номер: code as string, Дата: day as string };
    const imports: number[] = [];
    const sets: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      imports.push(await importOnce(a, cls as string, mapping, run));
      sets.push(await setDataOnce(a, cls as string, code as string, day as string, run));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    const line = (name: string, seconds: number[]) => `    ${name.padEnd(34)} median ${median(seconds).toFixed(2).padStart(6)} s  ${Math.round(ROWS / median(seconds)).toLocaleString('ru-RU').padStart(8)} rows/s  (${RUNS} runs)`;
    console.log(`\n  ${label}: ${ROWS.toLocaleString('ru-RU')} rows × (name + 2 values)`);
    console.log(line('CSV import (upload → completed)', imports));
    console.log(line('one set_data call, same rows', sets));
    console.log(`    import / set_data: ×${(median(imports) / median(sets)).toFixed(2)}`);
  } finally {
    await server.close();
    await cleanup();
  }
}

export async function benchImport(pgUrl: string): Promise<void> {
  console.log('\n=== CSV import throughput ===');
  await benchStore('PGlite (embedded)', {}, async () => undefined);
  if (!(await postgresReachable(pgUrl))) {
    console.log(`\n  PostgreSQL at ${pgUrl} is not reachable: its half of the import benchmark did not run.`);
    return;
  }
  const schema = `bench_imp_${randomBytes(5).toString('hex')}`;
  await benchStore(`PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }, () => dropSchema(pgUrl, schema));
}
