import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { hashPassword } from '../../collab-server/auth/passwords';

describe('POST /api/auth/set-password', () => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  const setPassword = (body: unknown, authorization?: string) =>
    fetch(`${server.api}/auth/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const checkAuth = (token: string) => fetch(`${server.api}/auth/check-auth`, { headers: { authorization: token } }).then((r) => r.status);
  const login = (login: string, password: string) =>
    fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) }).then((r) => r.status);
  /** Password hashes and session revocations: what a refused call must leave alone. */
  const snapshot = async () => ({
    users: await server.ctx.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute(),
    sessions: await server.ctx.db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    for (const name of ['olga', 'petr']) {
      ids[name] = randomUUID();
      await server.ctx.db
        .insertInto('users')
        .values({ id: ids[name], login: name, name, email: null, password_hash: await hashPassword(`${name}-password`), oidc_sub: null, delete_account_request_date: null, license_expiration_date: null })
        .execute();
    }
    ids.public = (await server.ctx.db.selectFrom('users').select('id').where('is_public', '=', true).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.stop());

  it('sets your own password: this session stays, your other sessions end', async () => {
    const current = await server.signIn('olga', 'olga-password');
    const other = await server.signIn('olga', 'olga-password');
    const res = await setPassword({ password: 'olga-new-password', session_id: current.session }, current.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'ok' });
    expect(await checkAuth(current.token)).toBe(200);
    expect(await checkAuth(other.token)).toBe(401);
    expect(await login('olga', 'olga-password')).toBe(401);
    expect(await login('olga', 'olga-new-password')).toBe(200);
  });

  it('accepts the data session in session_id instead of the Authorization header', async () => {
    const { token, session } = await server.signIn('olga', 'olga-new-password');
    const res = await setPassword({ password: 'olga-third-password', session_id: session });
    expect(res.status).toBe(200);
    expect(await checkAuth(token)).toBe(200);
    expect(await login('olga', 'olga-third-password')).toBe(200);
  });

  it("lets an admin set another user's password and ends all of that user's sessions", async () => {
    const petr = await server.signIn('petr', 'petr-password');
    const admin = await server.signIn('admin', ADMIN_PASSWORD);
    const res = await setPassword({ password: 'petr-new-password', user_id: ids.petr }, admin.token);
    expect(res.status).toBe(200);
    expect(await checkAuth(petr.token)).toBe(401);
    expect(await checkAuth(admin.token)).toBe(200);
    expect(await login('petr', 'petr-new-password')).toBe(200);
  });

  it("forbids a non-admin to set someone else's password, and changes nothing", async () => {
    const petr = await server.signIn('petr', 'petr-new-password');
    const before = await snapshot();
    const res = await setPassword({ password: 'hijacked-password', user_id: ids.olga }, petr.token);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Менять пароль другого пользователя может только администратор');
    expect(await snapshot()).toEqual(before);
  });

  it('lets a non-admin name themselves in user_id', async () => {
    const petr = await server.signIn('petr', 'petr-new-password');
    expect((await setPassword({ password: 'petr-third-password', user_id: ids.petr }, petr.token)).status).toBe(200);
  });

  it.each([
    ['a short password', { password: 'short' }, /не менее 8 символов/],
    ['a whitespace password', { password: '          ' }, /только из пробелов/],
    ['a number as password', { password: 12345678 }, /password/],
    ['no password', {}, /password/],
    ['a user_id that is not a UUID', { password: 'long-enough-1', user_id: 'admin' }, /user_id/],
  ])('answers 400 to %s and changes nothing', async (_what, body, message) => {
    const admin = await server.signIn('admin', ADMIN_PASSWORD);
    const before = await snapshot();
    const res = await setPassword(body, admin.token);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown user and 400 for the public user, changing nothing', async () => {
    const admin = await server.signIn('admin', ADMIN_PASSWORD);
    const before = await snapshot();
    const unknown = await setPassword({ password: 'long-enough-1', user_id: randomUUID() }, admin.token);
    expect(unknown.status).toBe(404);
    const shared = await setPassword({ password: 'long-enough-1', user_id: ids.public }, admin.token);
    expect(shared.status).toBe(400);
    expect((await shared.json()).error).toBe('Пользователю общего доступа нельзя задать пароль');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses callers that are not signed in (no token, revoked token, public user), changing nothing', async () => {
    const gone = await server.signIn('petr', 'petr-third-password');
    await fetch(`${server.api}/auth/logout`, { method: 'POST', headers: { authorization: gone.token } });
    const before = await snapshot();
    for (const token of [undefined, gone.token, 'garbage']) {
      const res = await setPassword({ password: 'long-enough-1', session_id: gone.session }, token);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe('Необходимо войти в систему');
    }
    expect(await snapshot()).toEqual(before);
  });
});
