import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, callData, startTestServer, type TestServer } from './testServer';
import { createSsoToken } from '../../collab-server/auth/ssoTokens';
import { hashPassword } from '../../collab-server/auth/passwords';

const NOT_SIGNED_IN = 'Необходимо войти в систему';

describe('built-in sign-in and sessions', () => {
  let server: TestServer;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.api}${path}`, { headers });
  const sessionRows = () => server.ctx.db.selectFrom('sessions').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.db
      .insertInto('users')
      .values({ id: randomUUID(), login: 'ivan', name: 'Иван', email: null, password_hash: await hashPassword('ivan-password'), oidc_sub: null, delete_account_request_date: new Date('2026-01-02T03:04:05Z'), license_expiration_date: '2027-06-30' })
      .execute();
  });
  afterAll(async () => server?.stop());

  it('signs in with the right password and answers a jwtToken naming a new sso session', async () => {
    const res = await post('/auth/login', { login: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    const { jwtToken } = await res.json();
    const sessionId = await server.ctx.tokens.verify(jwtToken);
    const row = await server.ctx.db.selectFrom('sessions').selectAll().where('id', '=', sessionId!).executeTakeFirstOrThrow();
    expect(row.kind).toBe('sso');
    const ttl = new Date(row.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(server.config.sessionTtlMs - 60_000);
    expect(ttl).toBeLessThanOrEqual(server.config.sessionTtlMs);
  });

  it.each([
    ['wrong password', { login: 'admin', password: 'wrong-password' }],
    ['unknown login', { login: 'nobody', password: ADMIN_PASSWORD }],
  ])('refuses a %s with 401 and writes no session', async (_what, body) => {
    const before = await sessionRows();
    const res = await post('/auth/login', body);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Неверный логин или пароль' });
    expect(await sessionRows()).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['a missing password', { login: 'admin' }],
    ['a number as login', { login: 42, password: ADMIN_PASSWORD }],
    ['an empty login', { login: '', password: ADMIN_PASSWORD }],
    ['a list', [{ login: 'admin', password: ADMIN_PASSWORD }]],
  ])('answers 400 naming the problem for %s', async (_what, body) => {
    const before = await sessionRows();
    const res = await fetch(`${server.api}/auth/login`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Invalid sign-in request/);
    expect(await sessionRows()).toEqual(before);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"login":' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/Malformed JSON/);
  });

  it('gives the data session for a raw or a Bearer token, and 401 in the wrapped form otherwise', async () => {
    const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
    const row = await server.ctx.db.selectFrom('sessions').select('data_session').where('id', '=', (await server.ctx.tokens.verify(token))!).executeTakeFirstOrThrow();
    expect(session).toBe(row.data_session);
    for (const header of [token, `Bearer ${token}`]) {
      const res = await get('/auth/osa-sessionid', { authorization: header });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ res: JSON.stringify({ session }) }]);
    }
    for (const headers of [{}, { authorization: 'not-a-token' }, { authorization: `Bearer ${token}x` }] as Record<string, string>[]) {
      const res = await get('/auth/osa-sessionid', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual([{ res: JSON.stringify({ error: NOT_SIGNED_IN }) }]);
    }
  });

  it('describes the signed-in user on check-auth', async () => {
    const { token } = await server.signIn('ivan', 'ivan-password');
    const res = await get('/auth/check-auth', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const user = await res.json();
    const row = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'ivan').executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      id: row.id,
      login: 'ivan',
      name: 'Иван',
      isAuthenticated: true,
      isPublic: false,
      isAdmin: false,
      isBetaTester: false,
      app: 'onto',
      licenseExpirationDate: '2027-06-30',
      disabledRoutes: '[]',
      enabledRoutes: '[]',
      hiddenComponents: '[]',
      deleteAccountRequestDate: '2026-01-02T03:04:05.000Z',
      accessToken: token,
    });
    expect(Date.parse(user.sessionExpiresAt)).toBeGreaterThan(Date.now());
  });

  it("falls back to the licence's expiry when the user has no licence date of their own", async () => {
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    const user = await (await get('/auth/check-auth', { authorization: token })).json();
    expect(user.isAdmin).toBe(true);
    expect(user.licenseExpirationDate).toBe(server.ctx.license.expiresAt.toISOString().slice(0, 10));
    expect(user.deleteAccountRequestDate).toBeNull();
  });

  it('refuses check-auth without a token (no public user) or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'garbage' }] as Record<string, string>[]) {
      const res = await get('/auth/check-auth', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: NOT_SIGNED_IN });
    }
  });

  it('exchanges a one-time SSO token for the jwtToken of its session, once', async () => {
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    const sessionId = (await server.ctx.tokens.verify(token))!;
    const ssoToken = await createSsoToken(server.ctx.db, sessionId);
    const res = await get(`/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`);
    expect(res.status).toBe(200);
    const { jwtToken } = await res.json();
    expect(await server.ctx.tokens.verify(jwtToken)).toBe(sessionId);
    expect((await get('/auth/check-auth', { authorization: `Bearer ${jwtToken}` })).status).toBe(200);

    const again = await get(`/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'Не удалось авторизоваться по SSO-токену' });
  });

  it('refuses unknown, expired and revoked-session SSO tokens, and an empty one', async () => {
    const { token } = await server.signIn('admin', ADMIN_PASSWORD);
    const sessionId = (await server.ctx.tokens.verify(token))!;
    const expired = await createSsoToken(server.ctx.db, sessionId);
    await server.ctx.db.updateTable('sso_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const ofRevoked = await createSsoToken(server.ctx.db, sessionId);
    await server.ctx.db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
    for (const ssoToken of ['unknown-token', expired, ofRevoked]) {
      const res = await get(`/auth/check-auth?ssoToken=${encodeURIComponent(ssoToken)}`);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe('Не удалось авторизоваться по SSO-токену');
    }
    expect((await get('/auth/check-auth?ssoToken=')).status).toBe(400);
  });

  it('logs out: the token and its data session get 401 everywhere afterwards', async () => {
    const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
    expect((await callData(server, { session }, 'get_data', { class: randomUUID() })).status).not.toBe(401);
    const res = await post('/auth/logout', {}, { authorization: token });
    expect(res.status).toBe(200);
    // a password session goes back to the built-in sign-in page
    expect(await res.json()).toEqual({ result: 'ok', redirect: '/sso/login?return=%2F' });
    const row = await server.ctx.db.selectFrom('sessions').select('revoked_at').where('data_session', '=', session).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    expect((await get('/auth/check-auth', { authorization: token })).status).toBe(401);
    expect((await get('/auth/osa-sessionid', { authorization: token })).status).toBe(401);
    expect((await callData(server, { session }, 'get_data', { class: randomUUID() })).status).toBe(401);
    expect((await callData(server, { token }, 'get_data', { class: randomUUID() })).status).toBe(401);
    expect((await post('/auth/logout', {}, { authorization: token })).status).toBe(401);
  });

  it('refuses logout without a token and changes nothing', async () => {
    const before = await sessionRows();
    const res = await post('/auth/logout', {});
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: NOT_SIGNED_IN });
    expect(await sessionRows()).toEqual(before);
  });

  it('treats an expired session, or a token past its own expiry, as signed out', async () => {
    const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
    const sessionId = (await server.ctx.tokens.verify(token))!;
    await server.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', sessionId).execute();
    expect((await get('/auth/check-auth', { authorization: token })).status).toBe(401);
    expect((await get('/auth/osa-sessionid', { authorization: token })).status).toBe(401);
    expect((await callData(server, { session }, 'get_data', { class: randomUUID() })).status).toBe(401);

    const live = await server.signIn('admin', ADMIN_PASSWORD);
    const liveId = (await server.ctx.tokens.verify(live.token))!;
    const staleToken = await server.ctx.tokens.sign(liveId, new Date(Date.now() - 1000));
    expect((await get('/auth/check-auth', { authorization: staleToken })).status).toBe(401);
  });

  it('lets an account with a pending deletion request still sign in', async () => {
    const res = await post('/auth/login', { login: 'ivan', password: 'ivan-password' });
    expect(res.status).toBe(200);
  });

  it('tells the browser which sign-in flow to offer', async () => {
    const res = await get('/auth/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ oidc: false, publicUser: false, loginPath: '/sso/login' });
    expect((await get('/auth/oidc/login?return=/')).status).toBe(404);
  });
});
