import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import type { BenchServerReady, BenchServerStats } from './relayBenchServer';
import { connectHocuspocus, connectYWebsocket, type BenchClient } from './benchClients';
import { report } from './benchReport';
import { notesDocument } from '../../realtime/protocol/relay';

// N headless clients in one document, each making 5 edits a second (a character typed and its
// send time), through our relay and through Hocuspocus, each server in a process of its own.
// Latency: from an edit until the last of the other N-1 clients has it. CPU and memory are the
// server process's over the measured window.
const CLIENT_COUNTS = (process.env.BENCH_RELAY_CLIENTS ?? '2,10,50').split(',').map(Number);
const EDITS_PER_SECOND = 5;
const WARM_UP_MS = 2000;
const MEASURE_MS = Number(process.env.BENCH_RELAY_SECONDS ?? 10) * 1000;
const SERVER_SCRIPT = fileURLToPath(new URL('./relayBenchServer.ts', import.meta.url));

type ServerKind = 'relay' | 'hocuspocus';
type Figures = { server: ServerKind; clients: number; edits: number; p50: number; p99: number; max: number; cpuPercent: number; startRssMb: number; rssMb: number; heapMb: number; loopP99: number; loopMax: number; gcMax: number; gcTotal: number };

// BENCH_RELAY_CPU_PROF=<folder>: each server process writes a CPU profile there (open it in Chrome's DevTools)
const CPU_PROFILE_DIR = process.env.BENCH_RELAY_CPU_PROF;

const PROBE = pathToFileURL(fileURLToPath(new URL('./relayServerProbe.mjs', import.meta.url))).href;
const START_SCRIPT = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
const ADMIN_PASSWORD = 'bench-relay-admin';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/**
 * Ours as `npm start` runs it: scripts/start.mjs (the server's build, plain node), PGlite in the
 * bench's data folder with the demo ontology; the relay's and hub's settings (RELAY_*, HUB_*) and
 * PGlite's (PGLITE_*) pass through in the environment, a database or Redis of the bench's does not.
 * Ready once it answers; the bench signs in as the administrator and edits its notes document.
 */
async function startOurs(child: ChildProcess, port: number): Promise<BenchServerReady> {
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`our bench server exited with ${code}`))));
  const up = (async () => {
    for (const started = Date.now(); Date.now() - started < 300_000; await new Promise((r) => setTimeout(r, 200))) {
      if (await fetch(`${origin}/api/auth/config`).then((r) => r.ok, () => false)) return;
    }
    throw new Error('our bench server did not answer within 300 s');
  })();
  await Promise.race([up, exited]);
  const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }) });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const user = (await (await fetch(`${origin}/api/auth/check-auth`, { headers: { authorization: jwtToken } })).json()) as { id: string };
  return { port, token: jwtToken, docName: notesDocument(user.id), startRss: 0 };
}

async function startServer(kind: ServerKind, dataDir: string): Promise<{ child: ChildProcess; ready: BenchServerReady; stats: () => Promise<BenchServerStats>; stop: () => Promise<void> }> {
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR] : [];
  const stats = (child: ChildProcess) => () =>
    new Promise<BenchServerStats>((resolve) => {
      child.once('message', (m) => resolve(m as BenchServerStats));
      child.send('stats');
    });
  const stop = (child: ChildProcess) => () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
    });
  if (kind === 'relay') {
    const port = await freePort();
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
    const child = fork(START_SCRIPT, [], {
      execArgv: ['--import', PROBE, ...profile],
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'on', PLUGINS_DIR: '', LOG_LEVEL: 'error', OSA_ADMIN_PASSWORD: ADMIN_PASSWORD, ...(process.env.BENCH_SHELL_DIST ? { STATIC_DIR: process.env.BENCH_SHELL_DIST } : {}) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await startOurs(child, port);
    ready.startRss = (await stats(child)()).rss;
    return { child, ready, stats: stats(child), stop: stop(child) };
  }
  const child = fork(SERVER_SCRIPT, [], { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`${kind} bench server exited with ${code}`)));
  });
  return { child, ready, stats: stats(child), stop: stop(child) };
}

// BENCH_RELAY_STOCK_CLIENT=on drives our relay with the stock y-websocket WebsocketProvider instead
// of the shared bench client (heavier per message, so it measures the client library as well)
const STOCK_CLIENT = process.env.BENCH_RELAY_STOCK_CLIENT === 'on';

function connect(kind: ServerKind, ready: BenchServerReady): BenchClient {
  const doc = new Y.Doc();
  if (kind === 'hocuspocus') return connectHocuspocus(`ws://127.0.0.1:${ready.port}`, ready.docName, doc);
  const url = `ws://127.0.0.1:${ready.port}/collab`;
  if (!STOCK_CLIENT) return connectYWebsocket(`${url}/${ready.docName}?token=${ready.token}`, doc);
  const provider = new WebsocketProvider(url, ready.docName, doc, {
    params: { token: ready.token },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  const synced = new Promise<void>((resolve) => provider.once('sync', () => resolve()));
  return { doc, synced, destroy: () => provider.destroy() };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function runCase(kind: ServerKind, clientCount: number, dataDir: string): Promise<Figures> {
  const server = await startServer(kind, dataDir);
  const clients: BenchClient[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    for (let i = 0; i < clientCount; i += 1) clients.push(connect(kind, server.ready));
    await Promise.all(clients.map((c) => c.synced));
    // edit id → [sent at, receivers so far]; latencies of edits every other client has
    const pending = new Map<string, { sentAt: number; received: number }>();
    const latencies: number[] = [];
    let measuring = false;
    clients.forEach((client, index) => {
      const ticks = client.doc.getMap<string>('ticks');
      ticks.observe((event) => {
        for (const key of event.keysChanged) {
          if (key === String(index)) continue;
          const id = `${key}:${ticks.get(key)}`;
          const entry = pending.get(id);
          if (!entry) continue;
          entry.received += 1;
          if (entry.received === clientCount - 1) {
            if (measuring) latencies.push(performance.now() - entry.sentAt);
            pending.delete(id);
          }
        }
      });
    });
    let seq = 0;
    clients.forEach((client, index) => {
      const text = client.doc.getText('notes');
      const ticks = client.doc.getMap<string>('ticks');
      const edit = () => {
        const id = String((seq += 1));
        pending.set(`${index}:${id}`, { sentAt: performance.now(), received: 0 });
        client.doc.transact(() => {
          text.insert(Math.floor(Math.random() * (text.length + 1)), 'x');
          ticks.set(String(index), id);
        });
      };
      // spread over the period, as people typing are
      const start = setTimeout(() => timers.push(setInterval(edit, 1000 / EDITS_PER_SECOND)), Math.random() * (1000 / EDITS_PER_SECOND));
      timers.push(start);
    });
    await new Promise((r) => setTimeout(r, WARM_UP_MS));
    const before = await server.stats();
    measuring = true;
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    measuring = false;
    const after = await server.stats();
    for (const timer of timers) clearInterval(timer);
    latencies.sort((a, b) => a - b);
    const cpuMicros = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
    return {
      server: kind,
      clients: clientCount,
      edits: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      cpuPercent: (cpuMicros / 1000 / MEASURE_MS) * 100,
      startRssMb: server.ready.startRss / 2 ** 20,
      rssMb: after.rss / 2 ** 20,
      heapMb: after.heapUsed / 2 ** 20,
      loopP99: after.loopP99Ms,
      loopMax: after.loopMaxMs,
      gcMax: after.gcMaxMs,
      gcTotal: after.gcTotalMs,
    };
  } finally {
    for (const timer of timers) clearInterval(timer);
    for (const client of clients) client.destroy();
    await server.stop();
  }
}

function printTable(rows: Figures[]): void {
  const header = ['clients', 'server', 'edits seen by all', 'p50 ms', 'p99 ms', 'max ms', 'server CPU %', 'RSS MB start/end', 'heap MB', 'loop delay p99/max ms', 'GC pause max/sum ms'];
  const cells = rows.map((r) => [
    String(r.clients), r.server, String(r.edits), r.p50.toFixed(1), r.p99.toFixed(1), r.max.toFixed(1), r.cpuPercent.toFixed(1), `${r.startRssMb.toFixed(0)}/${r.rssMb.toFixed(0)}`, r.heapMb.toFixed(0), `${r.loopP99.toFixed(1)}/${r.loopMax.toFixed(1)}`, `${r.gcMax.toFixed(1)}/${r.gcTotal.toFixed(0)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => `  ${values.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ')}`;
  console.log(line(header));
  for (const row of cells) console.log(line(row));
}

/** The relay section of `npm run bench`: our relay beside Hocuspocus, N = 2, 10, 50. */
export async function benchRelay(): Promise<void> {
  console.log(`\n=== Yjs relay: ours vs Hocuspocus (${EDITS_PER_SECOND} edits/s per client, ${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s warm-up) ===`);
  console.log('  latency: from an edit until every other client has it; CPU, memory, event-loop delay and GC pauses: the server process, over the measured window');
  console.log('  ours is the whole app as `npm start` runs it (its build, plain node) on PGlite in a data folder with the demo ontology (the first case creates it, the others restart on it)');
  const rows: Figures[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ontoweave-relay-bench-'));
  try {
    for (const clients of CLIENT_COUNTS) {
      for (const kind of ['relay', 'hocuspocus'] as const) rows.push(await runCase(kind, clients, dataDir));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(rows);
  const most = Math.max(...CLIENT_COUNTS);
  const p99 = (kind: ServerKind) => rows.find((r) => r.clients === most && r.server === kind)?.p99 ?? NaN;
  console.log(`  at ${most} clients, p99: ours ${p99('relay').toFixed(1)} ms, Hocuspocus ${p99('hocuspocus').toFixed(1)} ms`);
  for (const clients of CLIENT_COUNTS) {
    const of = (kind: ServerKind) => rows.find((r) => r.clients === clients && r.server === kind);
    report(`relay p99, ${clients} clients, ÷ Hocuspocus`, (of('relay')?.p99 ?? NaN) / (of('hocuspocus')?.p99 ?? NaN), null);
  }
  report('relay app server RSS', Math.max(...rows.filter((r) => r.server === 'relay').map((r) => r.rssMb)), null);
}
