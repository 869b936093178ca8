import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';

describe('sign-in rate limit (LOGIN_RATE_LIMIT=3 per minute, per address and login)', () => {
  let server: TestServer;
  const login = (body: unknown) =>
    fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sessionCount = async () => (await server.ctx.db.selectFrom('sessions').select('id').execute()).length;

  beforeAll(async () => {
    server = await startTestServer({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => server?.stop());

  it('answers 429 with an error after three attempts, even with the right password, and writes no session', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login({ login: 'admin', password: 'wrong-password' })).status).toBe(401);
    const before = await sessionCount();
    const res = await login({ login: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Слишком много попыток входа. Повторите попытку через минуту.' });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await sessionCount()).toBe(before);
  });

  it('counts the same login in any letter case together', async () => {
    const res = await login({ login: 'ADMIN', password: ADMIN_PASSWORD });
    expect(res.status).toBe(429);
  });

  it.runIf(process.env.REDIS_URL)('keeps the count in Redis under this installation\'s key space', async () => {
    const installation = await server.ctx.db.selectFrom('settings').select('value').where('key', '=', 'installation_id').executeTakeFirstOrThrow();
    const keys = await server.ctx.redis!.keys(`ontoweave:${String(installation.value)}:sign-in:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('shares the count with another process of the same installation', async () => {
    const other = await startTestServer({ LOGIN_RATE_LIMIT: '3' }, { schema: server.config.databaseSchema });
    try {
      const res = await fetch(`${other.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }) });
      expect(res.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('leaves other logins and other routes alone', async () => {
    expect((await login({ login: 'someone-else', password: 'whatever-1' })).status).toBe(401);
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.api}/auth/config`)).status).toBe(200);
  });
});
