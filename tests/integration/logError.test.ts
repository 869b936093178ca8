import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { createSession } from '../../collab-server/auth/sessionStore';
import { clientErrorSchema } from '../../realtime/protocol/shell/errorLog';

describe('POST /api/public/log-error', () => {
  let server: TestServer;
  let admin: { token: string; session: string };
  let user: { id: string; token: string };
  beforeAll(async () => {
    server = await startTestServer({ LOG_ERROR_RATE_LIMIT: '3' });
    admin = await server.signIn('admin', ADMIN_PASSWORD);
    const id = randomUUID();
    await server.ctx.db.insertInto('users').values({ id, login: 'oleg', name: 'Олег', email: null, password_hash: null, oidc_sub: null, delete_account_request_date: null, license_expiration_date: null }).execute();
    const session = await createSession(server.ctx.db, id, 'sso', 3600_000);
    user = { id, token: await server.ctx.tokens.sign(session.id, session.expires_at) };
  });
  afterAll(async () => server?.stop());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.api}/public/log-error`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const stored = () => server.ctx.db.selectFrom('client_errors').select(['user_id', 'msg', 'info']).orderBy('id').execute();

  // the limit is 3 a minute per IP and every test here comes from 127.0.0.1: bad input counts too
  it('refuses bad input without writing anything', async () => {
    const res = await post({ msg: 42 });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/msg/);
    const badInfo = await post({ msg: 'x', info: { tag: 'sometimes', url: 'y'.repeat(3000) } });
    expect(badInfo.status).toBe(400);
    const body = (await badInfo.json()).error as string;
    expect(body).toMatch(/info\.tag/);
    expect(body).toMatch(/info\.url/);
    expect(await stored()).toEqual([]);
  });

  it('keeps a signed-in report with the user id and its debug info; then rate-limits the IP', async () => {
    const info = {
      url: 'http://localhost/onto/classes',
      route: '/onto/classes',
      userId: user.id,
      isAdmin: false,
      versions: { frontend: '2.6.5', backend: '2.6.5' },
      plugins: ['chat'],
      screen: { width: 1920, height: 1080 },
      agent: 'Mozilla/5.0',
      tag: 'unknown',
      somethingNew: 'dropped',
    };
    const res = await post({ msg: 'TypeError: x is undefined', info }, { authorization: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ logged: true });

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(user.id);
    expect(rows[0]?.msg).toBe('TypeError: x is undefined');
    const { somethingNew: _dropped, ...kept } = info;
    expect(rows[0]?.info).toEqual(kept);

    const limited = await post({ msg: 'one too many' });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toBe('Слишком много запросов, повторите позже');
    expect(await stored()).toHaveLength(1);
  });

  it('lets admins list recent reports, newest first, and nobody else', async () => {
    await server.ctx.db.insertInto('client_errors').values([{ user_id: null, msg: 'anonymous failure', info: null }]).execute();
    const list = await fetch(`${server.api}/public/log-error?limit=10`, { headers: { authorization: admin.token } });
    expect(list.status).toBe(200);
    const body = clientErrorSchema.array().parse(await list.json());
    expect(body.map((e) => e.msg)).toEqual(['anonymous failure', 'TypeError: x is undefined']);
    expect(body[1]?.userId).toBe(user.id);

    expect((await fetch(`${server.api}/public/log-error`)).status).toBe(401);
    expect((await fetch(`${server.api}/public/log-error`, { headers: { authorization: user.token } })).status).toBe(403);
    expect((await fetch(`${server.api}/public/log-error?limit=abc`, { headers: { authorization: admin.token } })).status).toBe(400);
  });
});

describe('log-error from an anonymous or invalid caller', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('keeps the report without a user when no token or a forged one is given', async () => {
    for (const headers of [{}, { authorization: 'not-a-token' }] as Array<Record<string, string>>) {
      const res = await fetch(`${server.api}/public/log-error`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ msg: 'chunk load failed', info: { tag: 'known' } }),
      });
      expect(res.status).toBe(200);
    }
    const rows = await server.ctx.db.selectFrom('client_errors').select(['user_id', 'info']).execute();
    expect(rows).toEqual([
      { user_id: null, info: { tag: 'known' } },
      { user_id: null, info: { tag: 'known' } },
    ]);
  });
});
