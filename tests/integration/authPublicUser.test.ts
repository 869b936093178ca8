import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

describe('the public user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on', PUBLIC_USER_NAME: 'Гость', BASE_PATH: '/kb' });
  });
  afterAll(async () => server?.stop());

  it('answers check-auth without a token with the public user, not authenticated', async () => {
    const res = await fetch(`${server.api}/auth/check-auth`);
    expect(res.status).toBe(200);
    const user = await res.json();
    const row = await server.ctx.db.selectFrom('users').select('id').where('is_public', '=', true).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      id: row.id,
      name: 'Гость',
      isAuthenticated: false,
      isPublic: true,
      isAdmin: false,
      accessToken: null,
      sessionExpiresAt: null,
      licenseExpirationDate: server.ctx.license.expiresAt.toISOString().slice(0, 10),
      disabledRoutes: '[]',
    });
  });

  it('still refuses check-auth with a bad token rather than falling back to the public user', async () => {
    const res = await fetch(`${server.api}/auth/check-auth`, { headers: { authorization: 'Bearer garbage' } });
    expect(res.status).toBe(401);
  });

  it('can never sign in, whatever password is tried, and no session is written', async () => {
    const before = await server.ctx.db.selectFrom('sessions').select('id').execute();
    for (const password of ['', 'anything', 'null']) {
      const res = await fetch(`${server.api}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: '__public__', password }),
      });
      expect([400, 401]).toContain(res.status);
    }
    expect(await server.ctx.db.selectFrom('sessions').select('id').execute()).toEqual(before);
  });

  it('is announced by /auth/config, with the login path under the base path', async () => {
    const res = await fetch(`${server.api}/auth/config`);
    expect(await res.json()).toEqual({ oidc: false, publicUser: true, loginPath: '/kb/sso/login' });
  });
});
