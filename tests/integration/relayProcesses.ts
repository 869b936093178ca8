import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { dropSchema } from './testServer';

/** A server started as a process of its own (`node --import tsx collab-server/main.ts`), which a test may kill. */
export type ServerProcess = { url: string; port: number; child: ChildProcess; kill: (signal: NodeJS.Signals) => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server on the port with the environment given, and waits until it answers. The port
 * was free when chosen, but another test's server may take it meanwhile: the process is known by a
 * name of its own (its SHORT_NAME, which GET api/app/settings tells), so such a server is never
 * taken for it.
 */
export async function startServerProcess(port: number, env: Record<string, string>, startLimitMs = 60_000): Promise<ServerProcess> {
  const marker = `test-process-${port}-${randomBytes(4).toString('hex')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'collab-server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', DEMO_DATA: 'off', PLUGINS_DIR: '', SHORT_NAME: marker, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process on ${port} exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/api/app/settings`);
      if (answer.ok && ((await answer.json()) as { shortName?: string }).shortName === marker) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server process on ${port} did not start in ${startLimitMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts the server on a free port, choosing another when the one chosen was taken before the server could listen. */
export async function startOnFreePort(env: Record<string, string>, attempts = 3, startLimitMs?: number): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerProcess(await freePort(), env, startLimitMs);
    } catch (error) {
      if (attempt >= attempts || !/exited with/.test(String(error))) throw error;
    }
  }
}

/** Two server processes on one fresh PostgreSQL schema and one Redis, with the admin signed in. */
export type ProcessPair = {
  a: ServerProcess;
  b: ServerProcess;
  schema: string;
  /** The admin's token (valid on both: one store). */
  token: string;
  adminId: string;
  /** What the processes were started with (to start one again after killing it). */
  env: Record<string, string>;
  /** A query on the pair's schema, on a connection of its own. */
  query: <T extends object>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** Kills both processes (`a` and `b` as they are now) and drops the schema. */
  stop: () => Promise<void>;
};

/** Starts the pair (needs DATABASE_URL and REDIS_URL); `prefix` names the schema. */
export async function startProcessPair(prefix: string, extraEnv: Record<string, string> = {}): Promise<ProcessPair> {
  const databaseUrl = process.env.DATABASE_URL!;
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const password = `${prefix}-admin-password`;
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: process.env.REDIS_URL!, OSA_ADMIN_PASSWORD: password, RELAY_IDLE_UNLOAD_SECONDS: '0.3', ...extraEnv };
  const started = await Promise.allSettled([startOnFreePort(env), startOnFreePort(env)]);
  const running = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  // a pair that cannot start leaves no process behind: a live child keeps the test run from exiting
  const abandon = async (error: unknown): Promise<never> => {
    await Promise.all(running.map((p) => p.kill('SIGTERM')));
    await dropSchema(databaseUrl, schema);
    throw error;
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) return abandon(failed.reason);
  const [a, b] = running as [ServerProcess, ServerProcess];
  const query = async <T extends object>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await db.connect();
    try {
      return (await db.query<T>(sql, params)).rows;
    } finally {
      await db.end();
    }
  };
  let token: string;
  let admin: { id: string } | undefined;
  try {
    const login = await fetch(`${a.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password }) });
    token = ((await login.json()) as { jwtToken: string }).jwtToken;
    [admin] = await query<{ id: string }>("select id from users where login = 'admin'");
  } catch (error) {
    return abandon(error);
  }
  const pair: ProcessPair = {
    a,
    b,
    schema,
    token,
    adminId: admin!.id,
    env,
    query,
    stop: async () => {
      await Promise.all([pair.a.kill('SIGTERM'), pair.b.kill('SIGTERM')]);
      await dropSchema(databaseUrl, schema);
    },
  };
  return pair;
}
