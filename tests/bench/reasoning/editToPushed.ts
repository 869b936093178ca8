import path from 'node:path';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { hubPath } from '../../../realtime/protocol/hubMessages';
import type { ReasonerAnswer, ReasonerUpdate } from '../../../realtime/protocol/reasoner';
import { json, onEachStore, withBenchServer, type BenchServer } from '../benchServer';

// Time from an edit to updated inferences on so.owl, pushed: a browser-like socket watches the map,
// set_data adds (then removes) a parent of a leaf class, and the clock stops when the hub pushes the
// finished run. What it covers: the commit, the change-log tail (polled every 200 ms), the debounce
// (150 ms), loading the map's axioms, classification in the worker thread, storing the conclusions
// and the push. Figures are printed, not asserted.
const FILE = path.resolve('../shared/conformance/owl/so.owl');
const ROUNDS = Number(process.env.BENCH_REASONER_EDITS ?? 10);

const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

async function importSo(api: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(FILE, 'utf8')]), 'so.owl');
  const { importId, mapId } = await json(await fetch(`${api}/ontology/import`, { method: 'POST', headers: { authorization: token }, body: form }));
  for (;;) {
    const status = await json(await fetch(`${api}/ontology/import/${importId}`, { headers: { authorization: token } }));
    if (status.status === 'completed') return mapId as string;
    if (status.status === 'failed') throw new Error(`import failed: ${JSON.stringify(status.problem)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function answer(api: string, token: string, mapId: string): Promise<ReasonerAnswer> {
  return (await json(await fetch(`${api}/reasoner/maps/${mapId}`, { headers: { authorization: token } }))) as ReasonerAnswer;
}

function nextDone(socket: Socket, mapId: string, after: number): Promise<ReasonerUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no finished run pushed within 60 s')), 60_000);
    const listener = (update: ReasonerUpdate) => {
      if (update.mapId !== mapId || update.version <= after || update.state === 'running' || update.state === 'queued') return;
      clearTimeout(timer);
      socket.off('REASONER_UPDATE', listener);
      resolve(update);
    };
    socket.on('REASONER_UPDATE', listener);
  });
}

/** Milliseconds from each edit's set_data call to the pushed finished run, on so.owl imported into `bench`'s server. */
export async function measureEditToPushed(bench: BenchServer, rounds = ROUNDS): Promise<{ runs: number[]; classifyMs: number[]; classes: number }> {
  const { api, token, dataCall } = bench;
  const mapId = await importSo(api, token);
  let current = await answer(api, token, mapId);
  for (const until = Date.now() + 120_000; current.version === 0 || current.state === 'running' || current.state === 'queued'; current = await answer(api, token, mapId)) {
    if (Date.now() > until) throw new Error('so.owl was not classified within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const parents = new Set(current.taxonomy.flatMap((n) => n.parents.map((p) => p.cls.iri)));
  const named = current.taxonomy.filter((n) => n.cls.id !== null);
  const leaf = named.find((n) => !parents.has(n.cls.iri));
  const other = named.find((n) => n.cls.iri !== leaf?.cls.iri && !n.parents.some((p) => p.cls.iri === leaf?.cls.iri));
  if (!leaf?.cls.id || !other?.cls.id) throw new Error('no leaf class to edit');
  const origin = new URL(api).origin;
  const socket = io(origin, { path: hubPath('/'), auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => (socket.once('connect', () => resolve()), socket.once('connect_error', reject)));
  await socket.timeout(5000).emitWithAck('watch', { entities: [mapId] });
  const runs: number[] = [];
  const classifyMs: number[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const pushed = nextDone(socket, mapId, current.version);
      const t0 = performance.now();
      await dataCall('set_data', { data: [{ op: i % 2 ? 'rem' : 'add', inst: leaf.cls.id, prop: META_PROP.parents, val: other.cls.id }] });
      const update = await pushed;
      runs.push(performance.now() - t0);
      classifyMs.push(update.stats?.ms ?? 0);
      current = { ...current, version: update.version };
    }
  } finally {
    socket.close();
  }
  return { runs, classifyMs, classes: current.stats?.classes ?? named.length };
}

async function benchStore(label: string, env: Record<string, string>): Promise<void> {
  await withBenchServer(env, async (bench) => {
    const { runs, classifyMs, classes } = await measureEditToPushed(bench);
    console.log(`\n  ${label}: so.owl (${classes.toLocaleString('ru-RU')} classes), ${runs.length} edits (set_data parent add/remove)`);
    console.log(`    edit → inferences pushed   median ${median(runs).toFixed(0).padStart(6)} ms   max ${Math.max(...runs).toFixed(0).padStart(6)} ms`);
    console.log(`    of which classification    median ${median(classifyMs).toFixed(0).padStart(6)} ms   (in the worker thread)`);
  });
}

/** `npm run bench -- reasoning` part: time from an edit to updated inferences on so.owl, on each store. */
export async function benchEditToPushed(pgUrl: string): Promise<void> {
  console.log('\n=== Reasoner: time from an edit to updated inferences pushed, so.owl ===');
  await onEachStore(pgUrl, 'reasoner edit benchmark', benchStore);
}
