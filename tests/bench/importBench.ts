import { randomUUID } from 'node:crypto';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { json, onEachStore, withBenchServer } from './benchServer';
import { report } from './benchReport';

// CSV import throughput (rows per second), on PGlite and on PostgreSQL, beside a reference measured
// in the same run: the same rows written by one plain set_data call (what the import's batches do,
// without parsing, row checks, progress and results). Figures are printed, not asserted.
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = 3;

type Api = { api: string; token: string; session: string };

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

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async ({ api, token, session }) => {
    const a: Api = { api, token, session };
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
    report('CSV import ÷ one set_data call', median(imports) / median(sets));
  });
}

export async function benchImport(pgUrl: string): Promise<void> {
  console.log('\n=== CSV import throughput ===');
  await onEachStore(pgUrl, 'import benchmark', benchStore);
}
