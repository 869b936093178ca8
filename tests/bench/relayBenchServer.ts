import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

// One server of the relay benchmark, in a process of its own so its CPU and memory are its own:
// `relay` (ours: the whole app as `npm start` runs it, PGlite in a data folder on disk with the
// demo ontology, storing every update) or `hocuspocus` (@hocuspocus/server, no extensions: nothing
// stored). Talks to the bench over IPC: ready → stats ↔ stop. Each kind loads only its own server's
// modules, so neither process's memory and garbage collection carry the other's.
export type BenchServerReady = { port: number; token: string; docName: string; startRss: number };
export type BenchServerStats = { cpu: NodeJS.CpuUsage; rss: number; heapUsed: number; loopP99Ms: number; loopMaxMs: number; gcMaxMs: number; gcTotalMs: number };

const kind = process.argv[2];
let stop: () => Promise<void>;
let ready: BenchServerReady;

// the relay's own settings (RELAY_*) and the hub's (HUB_*: its change-log poll runs on the same
// event loop) pass through, to see what they cost
const relaySettings = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => /^(RELAY|HUB)_/.test(entry[0]) && entry[1] !== undefined));

// the bench's data folder: the first server of a run creates it (cluster, migrations, demo), the
// others start on it as a restarted app does; PGLITE_* settings pass through too
const dataDir = process.argv[3] ?? 'memory://';
const storeSettings = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('PGLITE_') && entry[1] !== undefined));

if (kind === 'relay') {
  const { loadConfig } = await import('../../collab-server/config');
  const { createServer } = await import('../../collab-server/server');
  const { notesDocument } = await import('../../realtime/protocol/relay');
  const { addTestUser } = await import('../integration/testServer');
  const server = await createServer(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', DEMO_DATA: 'on', PLUGINS_DIR: '', OSA_ADMIN_PASSWORD: 'bench-relay-admin', ...relaySettings, ...storeSettings }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const user = await addTestUser(server, `relay-bench-${process.pid}`);
  ready = { port: typeof address === 'object' && address ? address.port : 0, token: user.token, docName: notesDocument(user.id), startRss: process.memoryUsage().rss };
  stop = () => server.close();
} else if (kind === 'hocuspocus') {
  const { Server: HocuspocusServer } = await import('@hocuspocus/server');
  const server = new HocuspocusServer({ port: 0, address: '127.0.0.1', quiet: true, stopOnSignals: false });
  await server.listen();
  ready = { port: server.address.port, token: '', docName: 'bench-document', startRss: process.memoryUsage().rss };
  stop = () => server.destroy();
} else {
  throw new Error(`relayBenchServer: unknown server "${kind}" (relay or hocuspocus)`);
}

// how long the event loop was blocked, since the previous stats
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
// and how much of that was garbage collection: the longest pause and their sum
const gc = { maxMs: 0, totalMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    gc.totalMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (message: string) => {
  if (message === 'stats') {
    const memory = process.memoryUsage();
    const loop = { loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6, gcMaxMs: gc.maxMs, gcTotalMs: gc.totalMs };
    loopDelay.reset();
    gc.maxMs = 0;
    gc.totalMs = 0;
    process.send?.({ cpu: process.cpuUsage(), rss: memory.rss, heapUsed: memory.heapUsed, ...loop } satisfies BenchServerStats);
  } else if (message === 'stop') {
    void stop().finally(() => process.exit(0));
  }
});
process.send?.(ready);
