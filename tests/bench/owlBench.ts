import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parseOwl } from '../../collab-server/ontology/owl/owlParser';
import { json, onEachStore, withBenchServer } from './benchServer';
import { report } from './benchReport';

// OWL import of the Sequence Ontology (so.owl, 3.9 MB RDF/XML, 45,584 triples, 2,747 classes) through
// the real path — upload, background job, one transaction of set_data machinery — on PGlite and on
// PostgreSQL, beside a parse-only pass of the same file with the same parser in the same run: the
// import's cost as a multiple of just reading the RDF. Figures are printed, not asserted. Beside the
// wall-clock ratio, the same ratio in CPU time of this process (server and bench are one process; on
// PGlite that is all the import's work, on PostgreSQL all but the database server's): on a shared
// machine a long task waits far more for a core than a short one, so the wall ratio swells with the load.
const FILE = path.resolve('../shared/conformance/owl/so.owl');
const PARSE_RUNS = 3;

const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

/** Seconds of CPU this process has used (user and system). */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function parseOnly(text: string): Promise<{ seconds: number; cpu: number }> {
  const runs: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < PARSE_RUNS; i++) {
    const [t0, c0] = [performance.now(), cpuSeconds()];
    const quads = await parseOwl(text, 'rdfxml', 'urn:bench:');
    runs.push((performance.now() - t0) / 1000);
    cpus.push(cpuSeconds() - c0);
    if (quads.length < 45_000) throw new Error(`parsed only ${quads.length} quads`);
  }
  return { seconds: median(runs), cpu: median(cpus) };
}

/** Seconds an export of the imported map takes (request → whole body). */
async function exportOnce(api: string, token: string, mapId: string, format: 'turtle' | 'rdfxml'): Promise<{ seconds: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(`${api}/ontology/export?format=${format}&map=${mapId}`, { headers: { authorization: token } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`export failed: ${res.status}`);
  return { seconds: (performance.now() - t0) / 1000, bytes: body.length };
}

/**
 * Seconds from the upload until a poll (every 50 ms) sees the import completed, and the job's own
 * seconds as it recorded them (created → ended): the difference is the wait of the poll that sees
 * it, behind the import's transaction and the write hooks that follow it on the same store.
 */
async function importOnce(api: string, token: string, text: string): Promise<{ seconds: number; job: number; cpu: number; counts: Record<string, number>; mapId: string }> {
  const form = new FormData();
  form.append('file', new Blob([text]), 'so.owl');
  const [t0, c0] = [performance.now(), cpuSeconds()];
  const { importId } = await json(await fetch(`${api}/ontology/import`, { method: 'POST', headers: { authorization: token }, body: form }));
  for (;;) {
    const status = await json(await fetch(`${api}/ontology/import/${importId}`, { headers: { authorization: token } }));
    if (status.status === 'completed') {
      const [seconds, cpu] = [(performance.now() - t0) / 1000, cpuSeconds() - c0];
      // a job still in this process's list answers without its end; its stored record has both
      let stored = status;
      while (!stored.endedAt) stored = await json(await fetch(`${api}/ontology/import/${importId}`, { headers: { authorization: token } }));
      const job = (Date.parse(stored.endedAt) - Date.parse(stored.createdAt)) / 1000;
      return { seconds, job, cpu, counts: status.counts, mapId: status.mapId };
    }
    if (status.status === 'failed') throw new Error(`import failed: ${JSON.stringify(status.problem)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function benchStore(label: string, env: Record<string, string>, text: string): Promise<void> {
  await withBenchServer(env, async ({ api, token }) => {
    const parse = await parseOnly(text);
    const imported = await importOnce(api, token, text);
    console.log(`\n  ${label}: so.owl, ${(text.length / 1e6).toFixed(1)} MB, ${imported.counts.triples?.toLocaleString('ru-RU')} triples → ${imported.counts.classes?.toLocaleString('ru-RU')} classes, ${imported.counts.objectProperties} object properties`);
    console.log(`    parse only (rdfxml-streaming-parser)  median ${parse.seconds.toFixed(2).padStart(6)} s  (${PARSE_RUNS} runs; CPU ${parse.cpu.toFixed(2)} s)`);
    console.log(`    full import (upload → completed)      ${imported.seconds.toFixed(2).padStart(13)} s  (1 run; CPU of this process ${imported.cpu.toFixed(2)} s)`);
    console.log(`      of which the job (created → ended)  ${imported.job.toFixed(2).padStart(13)} s`);
    report('OWL import ÷ parse', imported.seconds / parse.seconds);
    console.log(`    import / parse: ×${(imported.seconds / parse.seconds).toFixed(1)} wall (the job alone ×${(imported.job / parse.seconds).toFixed(1)}), ×${(imported.cpu / parse.cpu).toFixed(1)} CPU of this process`);
    for (const format of ['turtle', 'rdfxml'] as const) {
      const exported = await exportOnce(api, token, imported.mapId, format);
      console.log(`    export ${format.padEnd(7)} (request → body)         ${exported.seconds.toFixed(2).padStart(13)} s  (${(exported.bytes / 1e6).toFixed(1)} MB)`);
    }
  });
}

export async function benchOwl(pgUrl: string): Promise<void> {
  console.log('\n=== OWL import of so.owl beside a parse-only pass ===');
  const text = readFileSync(FILE, 'utf8');
  await onEachStore(pgUrl, 'OWL benchmark', (label, env) => benchStore(label, env, text));
}
