import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { createSession } from '../../collab-server/auth/sessionStore';
import { loadConfig, type Config } from '../../collab-server/config';
import { createServer, type RunningServer, type ServerOptions } from '../../collab-server/server';

export const ADMIN_PASSWORD = 'admin-test-password';

export type TestServer = RunningServer & {
  url: string;
  /** Base URL of the API, e.g. http://127.0.0.1:PORT/api */
  api: string;
  config: Config;
  /** Signs in through POST /api/auth/login and returns the jwtToken and the data session. */
  signIn: (login: string, password: string) => Promise<{ token: string; session: string }>;
  stop: () => Promise<void>;
};

/**
 * Starts the real server on a free loopback port: PGlite in memory, or, when DATABASE_URL is set,
 * PostgreSQL in a fresh schema of its own that is dropped on stop. REDIS_URL is passed through.
 * `schema` lets two servers share one PostgreSQL schema (the multi-process tests).
 */
export async function startTestServer(env: Record<string, string> = {}, options: { schema?: string; logDestination?: ServerOptions['logDestination']; areas?: ServerOptions['areas'] } = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const ownSchema = databaseUrl && !options.schema ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OSA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DEMO_DATA: 'off',
    // no plugin folder: the shipped example plugin would otherwise be registered in every test's store
    PLUGINS_DIR: '',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: options.schema ?? ownSchema } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const server = await createServer(config, { logDestination: options.logDestination, ...(options.areas ? { areas: options.areas } : {}) });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const api = `${url}${config.basePath}api`;
  return {
    ...server,
    url,
    api,
    config,
    signIn: async (login, password) => {
      const res = await fetch(`${api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      if (!res.ok) throw new Error(`sign-in of ${login} failed: ${res.status} ${await res.text()}`);
      const { jwtToken } = (await res.json()) as { jwtToken: string };
      const sid = await fetch(`${api}/auth/osa-sessionid`, { headers: { authorization: jwtToken } });
      const list = (await sid.json()) as Array<{ res: string }>;
      const { session } = JSON.parse(list[0]?.res ?? '{}') as { session?: string };
      if (!session) throw new Error(`osa-sessionid gave no session: ${JSON.stringify(list)}`);
      return { token: jwtToken, session };
    },
    stop: async () => {
      await server.close();
      if (ownSchema && databaseUrl) await dropSchema(databaseUrl, ownSchema);
    },
  };
}

export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** POST /api/data with the given act and payload, as a client would send it. */
export async function callData(
  server: { api: string },
  auth: { session?: string; token?: string },
  act: string,
  payload: unknown,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.api}/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth.token ? { authorization: auth.token } : {}) },
    body: JSON.stringify({ act, session: auth.session, payload, ...extra }),
  });
  return { status: res.status, body: await res.json() };
}

export type TestUser = { id: string; token: string };

/**
 * Adds a user without a password (not an admin) with a live session, for calls made as that user.
 * `roles`: codes of the global roles it holds — an editor unless told otherwise.
 */
export async function addTestUser(server: Pick<TestServer, 'ctx'>, login: string, name = login, roles: readonly string[] = ['editor']): Promise<TestUser> {
  const id = randomUUID();
  await server.ctx.db
    .insertInto('users')
    .values({ id, login, name, email: null, password_hash: null, oidc_sub: null, delete_account_request_date: null, license_expiration_date: null })
    .execute();
  for (const code of roles) {
    const role = await server.ctx.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    await server.ctx.db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  }
  const session = await createSession(server.ctx.db, id, 'sso', 3600_000);
  return { id, token: await server.ctx.tokens.sign(session.id, session.expires_at) };
}

/** Any REST call as a client makes it: JSON body when given, the token in the Authorization header. */
export async function callApi(server: { api: string }, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.api}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
