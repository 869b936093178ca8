import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../../collab-server/config';
import { createServer } from '../../collab-server/server';
import { createSession } from '../../collab-server/auth/sessionStore';
import { hubPath } from '../../realtime/protocol/hubMessages';
import type { NotificationEvent } from '../../realtime/protocol/hubEvents';
import { report } from './benchReport';

// One event fanned out to N socket.io clients of one user through the real hub (handshake auth,
// user room, schema check, socket.io framing), beside a plain `ws` server broadcasting the same
// JSON to N bare WebSocket clients, measured in the same run. Clients and servers share this
// process and its clock: a delivery's time is from the send call until that client's listener ran.
const CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_HUB_ROUNDS ?? 30);
const CONNECT_BATCH = 50;

type Round = { deliveries: number[]; all: number };
type Fanout = { connect: () => Promise<void>; send: (payload: NotificationEvent) => void; onDelivery: (listener: (payload: NotificationEvent) => void) => void; close: () => Promise<void> };

const percentile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function hubFanout(): Promise<Fanout> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_DATA: 'off', OSA_ADMIN_PASSWORD: 'bench-admin-password', PLUGINS_DIR: '' });
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.app.server.address() as AddressInfo).port;
  const admin = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const session = await createSession(server.ctx.db, admin.id, 'sso', 3600_000);
  const token = await server.ctx.tokens.sign(session.id, session.expires_at);
  const sockets: Socket[] = [];
  const listeners: Array<(payload: NotificationEvent) => void> = [];
  return {
    connect: async () => {
      for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
        const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () => {
          const socket = connectSocket(`http://127.0.0.1:${port}`, { path: hubPath(config.basePath), auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
          socket.on('NOTIFICATION', (payload: NotificationEvent) => listeners.forEach((l) => l(payload)));
          sockets.push(socket);
          return new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
        });
        await Promise.all(batch);
      }
    },
    send: (payload) => server.ctx.hub.toUsers([admin.id], 'NOTIFICATION', payload),
    onDelivery: (listener) => listeners.push(listener),
    close: async () => {
      for (const socket of sockets) socket.close();
      await server.close();
    },
  };
}

async function wsFanout(): Promise<Fanout> {
  const http = createHttpServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const clients: WebSocket[] = [];
  const listeners: Array<(payload: NotificationEvent) => void> = [];
  return {
    connect: async () => {
      for (let i = 0; i < CLIENTS; i += CONNECT_BATCH) {
        await Promise.all(
          Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - i) }, () => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
            ws.on('message', (data) => {
              const payload = JSON.parse(String(data)) as NotificationEvent;
              listeners.forEach((l) => l(payload));
            });
            clients.push(ws);
            return new Promise<void>((resolve, reject) => {
              ws.once('open', () => resolve());
              ws.once('error', reject);
            });
          }),
        );
      }
    },
    send: (payload) => {
      const text = JSON.stringify(payload);
      for (const client of wss.clients) client.send(text);
    },
    onDelivery: (listener) => listeners.push(listener),
    close: async () => {
      for (const ws of clients) ws.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

async function measureFanout(fanout: Fanout): Promise<{ rounds: Round[]; connectMs: number; rssMb: number }> {
  const t0 = performance.now();
  await fanout.connect();
  const connectMs = performance.now() - t0;
  let current: { id: string; sentAt: number; times: number[]; done: () => void } | null = null;
  fanout.onDelivery((payload) => {
    if (!current || payload.id !== current.id) return;
    current.times.push(performance.now() - current.sentAt);
    if (current.times.length === CLIENTS) current.done();
  });
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS + 3; round++) {
    const id = `00000000-0000-4000-8000-${String(round).padStart(12, '0')}`;
    const times: number[] = [];
    const delivered = new Promise<void>((resolve) => (current = { id, sentAt: performance.now(), times, done: resolve }));
    fanout.send({ id, fromUserId: null, fromUserName: null, subject: 'bench', message: `round ${round}`, createdAt: new Date().toISOString() });
    await Promise.race([delivered, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    // the first rounds warm up JIT and buffers
    if (round >= 3) rounds.push({ deliveries: times, all: times.length === CLIENTS ? Math.max(...times) : Number.NaN });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { rounds, connectMs, rssMb: process.memoryUsage().rss / 1024 / 1024 };
}

function printRow(name: string, figures: { rounds: Round[]; connectMs: number }): void {
  const deliveries = figures.rounds.flatMap((r) => r.deliveries);
  const all = figures.rounds.map((r) => r.all).filter((v) => !Number.isNaN(v));
  const lost = figures.rounds.length * CLIENTS - deliveries.length;
  const f = (v: number) => v.toFixed(1).padStart(8);
  console.log(
    `  ${name.padEnd(22)} | ${f(percentile(deliveries, 0.5))} | ${f(percentile(deliveries, 0.99))} | ${f(percentile(all, 0.5))} | ${f(percentile(all, 0.99))} | ${String(lost).padStart(5)} | ${(figures.connectMs / 1000).toFixed(1).padStart(6)} s`,
  );
}

/** npm run bench -- hub */
export async function benchHubFanOut(): Promise<void> {
  console.log(`\n=== socket.io fan-out: one event to ${CLIENTS.toLocaleString('ru-RU')} clients, ${ROUNDS} rounds ===`);
  const results: Array<[string, { rounds: Round[]; connectMs: number }]> = [];
  for (const [name, start] of [
    ['hub (socket.io)', hubFanout],
    ['plain ws broadcast', wsFanout],
  ] as const) {
    const fanout = await start();
    try {
      results.push([name, await measureFanout(fanout)]);
    } finally {
      await fanout.close();
    }
  }
  console.log(`\n  ms from the send: each = one client's delivery, all = until the last of the ${CLIENTS} had it; lost = deliveries missing`);
  console.log(`  ${'server'.padEnd(22)} | each p50 | each p99 |  all p50 |  all p99 |  lost | connect all`);
  for (const [name, figures] of results) printRow(name, figures);
  const eachP50 = (figures: { rounds: Round[] }) => percentile(figures.rounds.flatMap((r) => r.deliveries), 0.5);
  const [hub, ws] = results;
  if (hub && ws) report('hub fan-out ÷ plain ws, each client p50', eachP50(hub[1]) / eachP50(ws[1]), null);
}
