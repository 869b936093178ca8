import './relayServerProbe.mjs';

// The Hocuspocus server of the relay benchmark (@hocuspocus/server, no extensions: nothing stored),
// in a process of its own that loads only its modules, so its CPU, memory and garbage collection
// are its own; the probe answers the bench's 'stats' and 'stop'. Ours runs as `npm start` runs it
// (relayBench.ts starts scripts/start.mjs with the same probe).
export type BenchServerReady = { port: number; token: string; docName: string; startRss: number };
export type BenchServerStats = { cpu: NodeJS.CpuUsage; rss: number; heapUsed: number; loopP99Ms: number; loopMaxMs: number; gcMaxMs: number; gcTotalMs: number };

const { Server: HocuspocusServer } = await import('@hocuspocus/server');
const server = new HocuspocusServer({ port: 0, address: '127.0.0.1', quiet: true, stopOnSignals: false });
await server.listen();
process.on('benchStop', () => void server.destroy().finally(() => process.exit(0)));
process.send?.({ port: server.address.port, token: '', docName: 'bench-document', startRss: process.memoryUsage().rss } satisfies BenchServerReady);
