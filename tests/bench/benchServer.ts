import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../collab-server/config';
import { createServer, type RunningServer } from '../../collab-server/server';
import type { Database } from '../../collab-server/store/schema';
import { dropSchema } from '../integration/testServer';
import { postgresReachable } from './postgresReachable';
import { measuringOn } from './benchReport';

export const BENCH_PASSWORD = 'bench-admin-password';

/** A server of the benchmarks' own on a free port, with the admin signed in to the data API. */
export type BenchServer = {
  server: RunningServer;
  db: Kysely<Database>;
  /** `http://127.0.0.1:{port}/api` */
  api: string;
  token: string;
  /** The data session (`auth/osa-sessionid`) the data API's calls carry. */
  session: string;
  /** One data-API call as the admin; a refused one throws with its status and error. */
  dataCall: <T = { error?: string; count_rows?: number; rows?: Array<{ inst: string }> }>(act: string, payload: unknown) => Promise<T>;
};

/** A JSON answer, or a throw naming the URL, the status and the server's error. */
export async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok || body.error) throw new Error(`${res.url}: ${res.status} ${body.error}`);
  return body;
}

async function signIn(api: string): Promise<{ token: string; session: string }> {
  const { jwtToken: token } = (await json(await fetch(`${api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: BENCH_PASSWORD }) }))) as { jwtToken: string };
  const sid = (await json(await fetch(`${api}/auth/osa-sessionid`, { headers: { authorization: token } }))) as Array<{ res: string }>;
  return { token, session: (JSON.parse(sid[0]!.res) as { session: string }).session };
}

/**
 * Sends once more when the connection was reset before any answer: a kept-alive socket the server
 * closed while a long seed kept the client idle is reused by fetch, and a POST is not retried by it.
 */
async function postAgainOnReset(send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return send();
  }
}

/** Runs `body` against a fresh in-memory server (env adds or overrides settings, e.g. a PostgreSQL schema), then stops it. */
export async function withBenchServer(env: Record<string, string>, body: (bench: BenchServer) => Promise<void>): Promise<void> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEMO_DATA: 'off', OSA_ADMIN_PASSWORD: BENCH_PASSWORD, PLUGINS_DIR: '', ...env });
  const server = await createServer(config);
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const api = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    const { token, session } = await signIn(api);
    const dataCall = async <T,>(act: string, payload: unknown): Promise<T> =>
      (await json(await postAgainOnReset(() => fetch(`${api}/data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ act, session, payload }) })))) as T;
    await body({ server, db: server.ctx.db, api, token, session, dataCall });
  } finally {
    await server.close();
  }
}

/**
 * Runs a benchmark on PGlite, then on PostgreSQL in a schema of its own (dropped afterwards) when
 * `pgUrl` answers; otherwise says that half did not run. `label` names the store for the printout.
 */
export async function onEachStore(pgUrl: string, what: string, run: (label: string, env: Record<string, string>) => Promise<void>): Promise<void> {
  measuringOn('PGlite');
  try {
    await run('PGlite (embedded)', {});
  } finally {
    measuringOn(null);
  }
  if (!(await postgresReachable(pgUrl))) {
    console.log(`\n  PostgreSQL at ${pgUrl} is not reachable: its half of the ${what} did not run.`);
    return;
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  measuringOn('PostgreSQL');
  try {
    await run(`PostgreSQL (${pgUrl.replace(/\/\/[^@]*@/, '//')})`, { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
  } finally {
    measuringOn(null);
    await dropSchema(pgUrl, schema);
  }
}
