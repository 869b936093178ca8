import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../collab-server/auth/sessionStore';
import { generateLicenseKeys, signLicense } from '../../collab-server/auth/license';
import { OIDC_TEST_CLIENT, startOidcProvider, type TestOidcProvider } from '../fixtures/oidcProvider';
import { OidcBrowser } from './oidcBrowser';
import { ADMIN_PASSWORD, callApi, callData, startTestServer, type TestServer } from './testServer';

const DISABLED_MESSAGE = 'Учетная запись отключена. Обратитесь к администратору.';

describe('disabling user accounts', () => {
  let provider: TestOidcProvider;
  let server: TestServer;
  /** Licence for two users at a time. */
  let licensed: TestServer;
  let admin: string;
  let adminId: string;

  const login = (target: TestServer, name: string, password: string) =>
    fetch(`${target.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: name, password }) });
  const createUser = async (target: TestServer, token: string, name: string, extra: Record<string, unknown> = {}) => {
    const res = await callApi(target, 'POST', '/users', token, { login: name, name: `Имя ${name}`, password: `${name}-password`, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; login: string; disabled: boolean };
  };
  const setDisabled = (id: string, disabled: unknown, token = admin) => callApi(server, 'PATCH', `/users/${id}`, token, { disabled });
  /** Everything a refused call must leave alone. */
  const snapshot = async () => ({
    users: await server.ctx.db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await server.ctx.db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    provider = await startOidcProvider();
    const { privateKey, publicKeyPem } = await generateLicenseKeys();
    const license = await signLicense(privateKey, { licensee: 'disable test', maxUsers: 2, expiresAt: new Date(Date.now() + 86_400_000) });
    [server, licensed] = await Promise.all([
      startTestServer({ PUBLIC_USER: 'on', OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id, OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret }),
      startTestServer({ LICENSE: license, LICENSE_PUBLIC_KEY: publicKeyPem }),
    ]);
    provider.registerClient({ redirectUris: [`${server.api}/auth/oidc/callback`], postLogoutRedirectUris: [] });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), licensed?.stop()]);
    await provider?.stop();
  });

  it('lists every user as enabled by default', async () => {
    await createUser(server, admin, 'plain');
    const list = await callApi(server, 'GET', '/users', admin);
    expect(list.status).toBe(200);
    for (const user of list.body) expect(user.disabled).toBe(false);
  });

  it('disabling ends every session at once: tokens and data sessions 401, sign-in 403; enabling lets the user in again', async () => {
    const user = await createUser(server, admin, 'ivan');
    const first = await server.signIn('ivan', 'ivan-password');
    const second = await server.signIn('ivan', 'ivan-password');
    expect((await callApi(server, 'GET', '/auth/check-auth', first.token)).status).toBe(200);
    expect((await callData(server, { session: second.session }, 'get_data', { class: user.id })).status).not.toBe(401);

    const disabled = await setDisabled(user.id, true);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: user.id, disabled: true });
    expect((await callApi(server, 'GET', '/users', admin)).body.find((u: { id: string }) => u.id === user.id).disabled).toBe(true);
    const live = await server.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    for (const held of [first, second]) {
      expect((await callApi(server, 'GET', '/auth/check-auth', held.token)).status).toBe(401);
      expect((await callApi(server, 'GET', '/auth/osa-sessionid', held.token)).status).toBe(401);
      expect((await callData(server, { session: held.session }, 'get_data', { class: user.id })).status).toBe(401);
    }

    const refused = await login(server, 'ivan', 'ivan-password');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: DISABLED_MESSAGE });
    // a wrong password says nothing about the account being disabled
    const wrong = await login(server, 'ivan', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe('Неверный логин или пароль');
    expect(await server.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute()).toEqual([]);

    const enabled = await setDisabled(user.id, false);
    expect(enabled.status).toBe(200);
    expect(enabled.body.disabled).toBe(false);
    const again = await server.signIn('ivan', 'ivan-password');
    expect((await callApi(server, 'GET', '/auth/check-auth', again.token)).body).toMatchObject({ login: 'ivan', isAuthenticated: true });
    // sessions revoked by disabling stay revoked
    expect((await callApi(server, 'GET', '/auth/check-auth', first.token)).status).toBe(401);
  });

  it('refuses a session that outlived the disabling (a racing sign-in) on its next call', async () => {
    const user = await createUser(server, admin, 'racer');
    expect((await setDisabled(user.id, true)).status).toBe(200);
    const session = await createSession(server.ctx.db, user.id, 'sso', 3_600_000);
    const token = await server.ctx.tokens.sign(session.id, session.expires_at);
    expect((await callApi(server, 'GET', '/auth/check-auth', token)).status).toBe(401);
    expect((await callData(server, { session: session.data_session }, 'get_data', { class: user.id })).status).toBe(401);
  });

  it('creates a disabled user when POST users says so', async () => {
    const user = await createUser(server, admin, 'dormant', { disabled: true });
    expect(user.disabled).toBe(true);
    const res = await login(server, 'dormant', 'dormant-password');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(DISABLED_MESSAGE);
  });

  it('refuses with 400 to disable your own account, the built-in admin or the public user, changing nothing', async () => {
    const boss = await createUser(server, admin, 'boss', { isAdmin: true });
    const bossToken = (await server.signIn('boss', 'boss-password')).token;
    const publicId = (await server.ctx.db.selectFrom('users').select('id').where('is_public', '=', true).executeTakeFirstOrThrow()).id;
    const before = await snapshot();
    const cases: Array<[string, string, string]> = [
      [boss.id, bossToken, 'Нельзя отключить собственную учётную запись'],
      [adminId, admin, 'Нельзя отключить собственную учётную запись'],
      [adminId, bossToken, 'Учётную запись admin отключить нельзя'],
      [publicId, admin, 'Пользователя общего доступа отключить нельзя'],
    ];
    for (const [id, token, message] of cases) {
      const res = await setDisabled(id, true, token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    expect((await callApi(server, 'GET', '/auth/check-auth', bossToken)).status).toBe(200);
  });

  it('answers 403 to a non-admin and 401 without a token, changing nothing', async () => {
    const target = await createUser(server, admin, 'target');
    await createUser(server, admin, 'member');
    const member = (await server.signIn('member', 'member-password')).token;
    const before = await snapshot();
    expect((await setDisabled(target.id, true, member)).status).toBe(403);
    expect((await callApi(server, 'PATCH', `/users/${target.id}`, undefined, { disabled: true })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it.each([['a string', 'yes'], ['a number', 1], ['null', null]])('answers 400 to disabled as %s, changing nothing', async (_what, value) => {
    const target = await createUser(server, admin, `bad-${String(value)}`);
    const before = await snapshot();
    const res = await setDisabled(target.id, value);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/disabled/);
    const created = await callApi(server, 'POST', '/users', admin, { login: 'never', name: 'x', password: 'long-enough-1', disabled: value });
    expect(created.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('sends a disabled OpenID user back to the sign-in page with account_disabled, opening no session', async () => {
    const signInThroughProvider = async () => {
      const start = await fetch(`${server.api}/auth/oidc/login?return=%2Fdocs`, { redirect: 'manual' });
      const callback = await new OidcBrowser(provider.issuer).followUntil(start.headers.get('location') ?? '', `${server.api}/auth/oidc/callback`, 'carol-sub');
      return (await fetch(callback, { redirect: 'manual' })).headers.get('location') ?? '';
    };
    expect(await signInThroughProvider()).toMatch(/^\/docs\?ssoToken=/);
    const carol = await server.ctx.db.selectFrom('users').select('id').where('oidc_sub', '=', 'carol-sub').executeTakeFirstOrThrow();
    expect((await setDisabled(carol.id, true)).status).toBe(200);
    expect(await signInThroughProvider()).toBe('/sso/login?return=%2Fdocs&error=account_disabled');
    expect(await server.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', carol.id).where('revoked_at', 'is', null).execute()).toEqual([]);
  });

  it('does not count disabled users towards the licensed-user limit', async () => {
    const licensedAdmin = (await licensed.signIn('admin', ADMIN_PASSWORD)).token;
    const gone = await createUser(licensed, licensedAdmin, 'gone');
    await createUser(licensed, licensedAdmin, 'next');
    await licensed.signIn('gone', 'gone-password');
    expect((await login(licensed, 'next', 'next-password')).status).toBe(403);
    expect((await callApi(licensed, 'PATCH', `/users/${gone.id}`, licensedAdmin, { disabled: true })).status).toBe(200);
    // even a live session left behind for a disabled user does not hold a place
    await createSession(licensed.ctx.db, gone.id, 'sso', 3_600_000);
    expect((await login(licensed, 'next', 'next-password')).status).toBe(200);
  });
});
