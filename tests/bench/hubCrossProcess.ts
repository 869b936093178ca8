import { randomBytes, randomUUID } from 'node:crypto';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { Redis } from 'ioredis';
import { hubPath } from '../../realtime/protocol/hubMessages';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { dropSchema } from '../integration/testServer';
import { startOnFreePort, type ServerProcess } from '../integration/relayProcesses';
import { postgresReachable } from './postgresReachable';
import { report } from './benchReport';

// Two server processes (`node collab-server/main.ts`, as an installation runs them) on one
// PostgreSQL schema and one Redis: a set_data through A, and the time until a socket on B (the other
// process) hears its ENTITY_CHANGE, beside a socket on A (the writer's own process, woken without
// Redis) and one on C (a third process without REDIS_URL, so told by its change-log poll alone, as
// every other process was before the notices) in the same run. This process only writes and listens. Times are from the write's answer:
// a change pushed before the answer left counts as 0 (it was there when the writer knew it stored).
const WRITES = Number(process.env.BENCH_HUB_WRITES ?? 50);
const WARM_UP = 5;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const PASSWORD = 'bench-hub-admin-password';
// a start on a 2-core machine busy with other runs has taken over the tests' 60 s
const START_LIMIT_MS = 180_000;
type Row = { name: string; sinceAnswer: number[]; sinceCall: number[] };

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The admin signed in on `server`: the token sockets carry and the data session set_data carries. */
async function signIn(server: ServerProcess): Promise<{ token: string; session: string }> {
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
  const { jwtToken: token } = (await login.json()) as { jwtToken: string };
  const sid = (await (await fetch(`${server.url}/api/auth/osa-sessionid`, { headers: { authorization: token } })).json()) as Array<{ res: string }>;
  return { token, session: (JSON.parse(sid[0]!.res) as { session: string }).session };
}

async function watchingSocket(server: ServerProcess, token: string, entity: string): Promise<Socket> {
  const socket = connectSocket(server.url, { path: hubPath('/'), auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(5000).emitWithAck('watch', { entities: [entity] })) as { ok: boolean };
  if (!ack.ok) throw new Error(`watch refused: ${JSON.stringify(ack)}`);
  return socket;
}

const percentile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

function printRows(rows: readonly Row[]): void {
  const f = (v: number) => v.toFixed(1).padStart(7);
  console.log(`\n  ms until a watching socket heard the change: after the write's answer (p50 / p95 / max), and from the call's start (p50 / p95)`);
  console.log(`  ${'socket on'.padEnd(30)} | after answer p50 |     p95 |     max | from call p50 |     p95`);
  for (const row of rows) {
    const a = row.sinceAnswer;
    console.log(`  ${row.name.padEnd(30)} | ${f(percentile(a, 0.5)).padStart(16)} | ${f(percentile(a, 0.95))} | ${f(Math.max(...a))} | ${f(percentile(row.sinceCall, 0.5)).padStart(13)} | ${f(percentile(row.sinceCall, 0.95))}`);
  }
}

/** npm run bench -- hub: the two-process row (PostgreSQL + Redis; says so and returns when either is missing). */
export async function benchHubCrossProcess(pgUrl: string): Promise<void> {
  console.log(`\n=== hub across two processes: ${WRITES} set_data calls on A; sockets on B (Redis), A and C (no Redis) watching (PostgreSQL) ===`);
  if (!(await postgresReachable(pgUrl)) || !(await redisReachable(REDIS_URL))) {
    console.log(`  PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//')} or Redis at ${REDIS_URL} is not reachable: not run.`);
    return;
  }
  const schema = `bench_hub_${randomBytes(5).toString('hex')}`;
  const env = { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema, REDIS_URL, OSA_ADMIN_PASSWORD: PASSWORD };
  const processes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    // one after the other: three starts at once on a busy 2-core machine outlast the start limit
    for (const processEnv of [env, env, { ...env, REDIS_URL: '' }]) processes.push(await startOnFreePort(processEnv, 3, START_LIMIT_MS));
    const [a, b, c] = processes as [ServerProcess, ServerProcess, ServerProcess];
    const { token, session } = await signIn(a);
    const setData = async (data: unknown[]): Promise<void> => {
      const res = await fetch(`${a.url}/api/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act: 'set_data', session, payload: { data } }) });
      const body = (await res.json()) as { error?: string };
      if (!res.ok || body.error) throw new Error(`set_data: ${res.status} ${body.error}`);
    };
    const cls = randomUUID();
    await setData([{ op: 'new', class: META_CLASS.Class, inst: cls, name: 'Bench task' }]);
    const rows: Row[] = [
      { name: 'B (the other process, Redis)', sinceAnswer: [], sinceCall: [] },
      { name: 'A (the writing process)', sinceAnswer: [], sinceCall: [] },
      { name: 'C (the other process, poll)', sinceAnswer: [], sinceCall: [] },
    ];
    const watchers = [await watchingSocket(b, token, cls), await watchingSocket(a, token, cls), await watchingSocket(c, token, cls)];
    sockets.push(...watchers);
    for (let i = 0; i < WARM_UP + WRITES; i++) {
      const inst = randomUUID();
      const heard = watchers.map(
        (socket) =>
          new Promise<number>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no ENTITY_CHANGE of write ${i} within 10 s`)), 10_000);
            const listener = (change: EntityChange) => {
              if (change.entity !== inst) return;
              clearTimeout(timer);
              socket.off('ENTITY_CHANGE', listener);
              resolve(performance.now());
            };
            socket.on('ENTITY_CHANGE', listener);
          }),
      );
      const called = performance.now();
      await setData([{ op: 'new', class: cls, inst, name: `Task ${i}` }]);
      const answered = performance.now();
      const times = await Promise.all(heard);
      if (i < WARM_UP) continue;
      times.forEach((at, k) => {
        rows[k]!.sinceAnswer.push(Math.max(0, at - answered));
        rows[k]!.sinceCall.push(at - called);
      });
    }
    printRows(rows);
    report('hub across processes, p95 ms after the answer', percentile(rows[0]!.sinceAnswer, 0.95), 'PostgreSQL');
  } catch (error) {
    // a server that cannot start on a machine this busy costs this row, not the rest of the bench
    console.log(`  not run to the end: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of processes) await server.kill('SIGTERM');
    await dropSchema(pgUrl, schema);
  }
}
