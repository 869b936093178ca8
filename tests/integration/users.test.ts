import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';

describe('/api/users (admins only)', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;

  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const res = await fetch(`${server.api}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  /** Everything a refused call must leave alone. */
  const snapshot = async () => ({
    users: await server.ctx.db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await server.ctx.db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute(),
  });
  const createUser = async (login: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/users', admin, { login, name: `Имя ${login}`, password: `${login}-password`, ...extra });
    expect(res.status).toBe(201);
    return res.body as { id: string; login: string };
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.stop());

  it('creates a user with every field and lists it, never with a password hash', async () => {
    const res = await call('POST', '/users', admin, {
      login: 'maria',
      name: 'Мария',
      password: 'maria-password',
      email: 'maria@example.org',
      isBetaTester: true,
      app: 'edu',
      disabledRoutes: ['/admin'],
      enabledRoutes: ['/admin/users'],
      hiddenComponents: ['chat'],
      licenseExpirationDate: '2027-02-28',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      login: 'maria',
      name: 'Мария',
      email: 'maria@example.org',
      isAdmin: false,
      isBetaTester: true,
      isPublic: false,
      app: 'edu',
      disabledRoutes: ['/admin'],
      enabledRoutes: ['/admin/users'],
      hiddenComponents: ['chat'],
      licenseExpirationDate: '2027-02-28',
      deleteAccountRequestDate: null,
      hasPassword: true,
      hasOidc: false,
    });
    const list = await call('GET', '/users', admin);
    expect(list.status).toBe(200);
    expect(list.body.map((u: { login: string }) => u.login)).toEqual(expect.arrayContaining(['admin', 'maria', '__public__']));
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|password_hash|passwordHash/);

    const { token } = await server.signIn('maria', 'maria-password');
    const me = await call('GET', '/auth/check-auth', token);
    expect(me.body).toMatchObject({ app: 'edu', isBetaTester: true, disabledRoutes: '["/admin"]', hiddenComponents: '["chat"]', licenseExpirationDate: '2027-02-28' });
  });

  it('updates only the fields given; a new password ends the sessions of that user', async () => {
    const user = await createUser('sergey');
    const session = await server.signIn('sergey', 'sergey-password');
    const renamed = await call('PATCH', `/users/${user.id}`, admin, { name: 'Сергей', isAdmin: true, licenseExpirationDate: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ login: 'sergey', name: 'Сергей', isAdmin: true, licenseExpirationDate: null });
    expect((await call('GET', '/auth/check-auth', session.token)).status).toBe(200);

    const repassworded = await call('PATCH', `/users/${user.id}`, admin, { password: 'sergey-new-password' });
    expect(repassworded.status).toBe(200);
    expect((await call('GET', '/auth/check-auth', session.token)).status).toBe(401);
    await server.signIn('sergey', 'sergey-new-password');
  });

  it('answers 409 to a duplicate login, on create and on rename, changing nothing', async () => {
    const other = await createUser('nina');
    const before = await snapshot();
    const created = await call('POST', '/users', admin, { login: 'nina', name: 'x', password: 'long-enough-1' });
    expect(created.status).toBe(409);
    expect(created.body.error).toBe('Пользователь с логином «nina» уже существует');
    const renamed = await call('PATCH', `/users/${other.id}`, admin, { login: 'admin' });
    expect(renamed.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing password', { login: 'u1', name: 'x' }, /password/],
    ['a short password', { login: 'u1', name: 'x', password: 'short' }, /не менее 8 символов/],
    ['a login with spaces', { login: 'u 1', name: 'x', password: 'long-enough-1' }, /пробелы/],
    ['a number as name', { login: 'u1', name: 5, password: 'long-enough-1' }, /name/],
    ['a bad email', { login: 'u1', name: 'x', password: 'long-enough-1', email: 'not-an-email' }, /email/],
    ['an impossible date', { login: 'u1', name: 'x', password: 'long-enough-1', licenseExpirationDate: '2027-02-30' }, /Неверный формат даты/],
    ['an unknown app', { login: 'u1', name: 'x', password: 'long-enough-1', app: 'other' }, /app/],
    ['routes that are not a list', { login: 'u1', name: 'x', password: 'long-enough-1', disabledRoutes: '/admin' }, /disabledRoutes/],
    ['an unknown field', { login: 'u1', name: 'x', password: 'long-enough-1', isRoot: true }, /isRoot/],
  ])('answers 400 to a new user with %s, changing nothing', async (_what, body, message) => {
    const before = await snapshot();
    const res = await call('POST', '/users', admin, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 to bad updates and a bad id, 404 to an unknown id, changing nothing', async () => {
    const user = await createUser('oleg');
    const before = await snapshot();
    expect((await call('PATCH', `/users/${user.id}`, admin, { isAdmin: 'yes' })).status).toBe(400);
    expect((await call('PATCH', `/users/${user.id}`, admin, { licenseExpirationDate: '31.12.2027' })).status).toBe(400);
    expect((await call('PATCH', '/users/not-a-uuid', admin, { name: 'x' })).status).toBe(400);
    expect((await call('PATCH', `/users/${randomUUID()}`, admin, { name: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/users/${randomUUID()}`, admin)).status).toBe(404);
    expect((await call('DELETE', '/users/not-a-uuid', admin)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('protects the built-in accounts and the caller from lock-outs', async () => {
    const publicId = (await server.ctx.db.selectFrom('users').select('id').where('is_public', '=', true).executeTakeFirstOrThrow()).id;
    const second = await createUser('second-admin', { isAdmin: true });
    const secondToken = (await server.signIn('second-admin', 'second-admin-password')).token;
    const before = await snapshot();
    const refusals: Array<[string, string, string | undefined, unknown, string]> = [
      ['DELETE', `/users/${adminId}`, admin, undefined, 'Нельзя удалить собственную учётную запись'],
      ['DELETE', `/users/${adminId}`, secondToken, undefined, 'Учётную запись admin удалить нельзя'],
      ['DELETE', `/users/${publicId}`, admin, undefined, 'Пользователя общего доступа удалить нельзя'],
      ['PATCH', `/users/${adminId}`, admin, { isAdmin: false }, 'Нельзя снять права администратора с собственной учётной записи'],
      ['PATCH', `/users/${adminId}`, secondToken, { isAdmin: false }, 'Учётная запись admin всегда остаётся администратором'],
      ['PATCH', `/users/${adminId}`, secondToken, { login: 'root' }, 'Логин встроенной учётной записи изменить нельзя'],
      ['PATCH', `/users/${publicId}`, admin, { password: 'long-enough-1' }, 'Пользователю общего доступа нельзя задать пароль'],
      ['PATCH', `/users/${publicId}`, admin, { isAdmin: true }, 'Пользователь общего доступа не может быть администратором'],
    ];
    for (const [method, path, token, body, message] of refusals) {
      const res = await call(method, path, token, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
    expect((await call('PATCH', `/users/${publicId}`, admin, { disabledRoutes: ['/admin'] })).status).toBe(200);
    expect((await call('DELETE', `/users/${second.id}`, admin)).status).toBe(200);
  });

  it('deletes a user together with their sessions', async () => {
    const user = await createUser('temp');
    const { token } = await server.signIn('temp', 'temp-password');
    const res = await call('DELETE', `/users/${user.id}`, admin);
    expect(res).toEqual({ status: 200, body: { result: 'ok' } });
    expect(await server.ctx.db.selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await call('GET', '/auth/check-auth', token)).status).toBe(401);
  });

  it("revokes all of a user's sessions on DELETE /users/:id/sessions", async () => {
    const user = await createUser('anna');
    const first = await server.signIn('anna', 'anna-password');
    const second = await server.signIn('anna', 'anna-password');
    const res = await call('DELETE', `/users/${user.id}/sessions`, admin);
    expect(res).toEqual({ status: 200, body: { result: 'ok', revoked: 2 } });
    expect((await call('GET', '/auth/check-auth', first.token)).status).toBe(401);
    expect((await call('GET', '/auth/check-auth', second.token)).status).toBe(401);
    expect((await call('DELETE', `/users/${randomUUID()}/sessions`, admin)).status).toBe(404);
  });

  it('refuses non-admins (403) and callers without a session (401), changing nothing', async () => {
    const user = await createUser('plain');
    const plain = (await server.signIn('plain', 'plain-password')).token;
    const before = await snapshot();
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/users', undefined],
      ['POST', '/users', { login: 'sneaky', name: 'x', password: 'long-enough-1' }],
      ['PATCH', `/users/${user.id}`, { isAdmin: true }],
      ['DELETE', `/users/${adminId}`, undefined],
      ['DELETE', `/users/${adminId}/sessions`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const forbidden = await call(method, path, plain, body);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body.error).toBe('Действие доступно только администраторам');
      expect((await call(method, path, undefined, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, 'Bearer garbage', body)).status).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});
