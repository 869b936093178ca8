import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Server as HocuspocusServer } from '@hocuspocus/server';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { notesDocument } from '../../realtime/protocol/relay';
import { addTestUser } from '../integration/testServer';

// One server of the relay benchmark, in a process of its own so its CPU and memory are its own:
// `relay` (ours, PGlite in memory, storing every update) or `hocuspocus` (@hocuspocus/server, no
// extensions: nothing stored). Talks to the bench over IPC: ready → stats ↔ stop.
export type BenchServerReady = { port: number; token: string; docName: string };
export type BenchServerStats = { cpu: NodeJS.CpuUsage; rss: number; heapUsed: number; loopP99Ms: number; loopMaxMs: number };

const kind = process.argv[2];
let stop: () => Promise<void>;
let ready: BenchServerReady;

// the relay's own settings (RELAY_*) pass through, to see what they cost
const relaySettings = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('RELAY_') && entry[1] !== undefined));

if (kind === 'relay') {
  const server = await createServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'error', DEMO_DATA: 'off', PLUGINS_DIR: '', OSA_ADMIN_PASSWORD: 'bench-relay-admin', ...relaySettings }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const user = await addTestUser(server, 'relay-bench');
  ready = { port: typeof address === 'object' && address ? address.port : 0, token: user.token, docName: notesDocument(user.id) };
  stop = () => server.close();
} else if (kind === 'hocuspocus') {
  const server = new HocuspocusServer({ port: 0, address: '127.0.0.1', quiet: true, stopOnSignals: false });
  await server.listen();
  ready = { port: server.address.port, token: '', docName: 'bench-document' };
  stop = () => server.destroy();
} else {
  throw new Error(`relayBenchServer: unknown server "${kind}" (relay or hocuspocus)`);
}

// how long the event loop was blocked, since the previous stats
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

process.on('message', (message: string) => {
  if (message === 'stats') {
    const memory = process.memoryUsage();
    const loop = { loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6 };
    loopDelay.reset();
    process.send?.({ cpu: process.cpuUsage(), rss: memory.rss, heapUsed: memory.heapUsed, ...loop } satisfies BenchServerStats);
  } else if (message === 'stop') {
    void stop().finally(() => process.exit(0));
  }
});
process.send?.(ready);
