import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './testServer';
import { createSession } from '../../collab-server/auth/sessionStore';

describe('maintenance mode', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    const id = randomUUID();
    await server.ctx.db.insertInto('users').values({ id, login: 'maria', name: 'Мария', email: null, password_hash: null, oidc_sub: null, delete_account_request_date: null, license_expiration_date: null }).execute();
    const session = await createSession(server.ctx.db, id, 'sso', 3600_000);
    user = await server.ctx.tokens.sign(session.id, session.expires_at);
  });
  afterAll(async () => server?.stop());

  const put = (body: unknown, authorization?: string) =>
    fetch(`${server.api}/public/maintenanceMode`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const stored = async () => (await server.ctx.db.selectFrom('settings').select('value').where('key', '=', 'maintenance_mode').executeTakeFirst())?.value ?? null;

  it('is off at first, for anybody, without the header', async () => {
    const res = await fetch(`${server.api}/public/maintenanceMode`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: false, message: '' });
    expect(res.headers.get('x-maintenance-mode')).toBeNull();
  });

  it('cannot be changed without signing in, by a non-admin, or with a bad body', async () => {
    const noAuth = await put({ enabled: true, message: 'x' });
    expect(noAuth.status).toBe(401);
    const nonAdmin = await put({ enabled: true, message: 'x' }, user);
    expect(nonAdmin.status).toBe(403);
    expect((await nonAdmin.json()).error).toBeTruthy();
    const wrongType = await put({ enabled: 'yes', message: 'x' }, admin);
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toMatch(/enabled/);
    const tooLong = await put({ enabled: true, message: 'x'.repeat(2001) }, admin);
    expect(tooLong.status).toBe(400);
    expect(await stored()).toBeNull();
  });

  it('is turned on by an admin with an announcement; every later response carries the header', async () => {
    const res = await put({ enabled: true, message: 'Обновление до 18:00' }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: true, message: 'Обновление до 18:00' });

    const state = await fetch(`${server.api}/public/maintenanceMode`);
    expect(await state.json()).toEqual({ enabled: true, message: 'Обновление до 18:00' });
    expect(state.headers.get('x-maintenance-mode')).toBe('on');
    const ping = await fetch(`${server.api}/public/ping`);
    expect(ping.headers.get('x-maintenance-mode')).toBe('on');
    const other = await fetch(`${server.api}/roles/user`, { headers: { authorization: user } });
    expect(other.headers.get('x-maintenance-mode')).toBe('on');
  });

  it('is turned off again and the header disappears', async () => {
    const res = await put({ enabled: false }, admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: false, message: '' });
    const ping = await fetch(`${server.api}/public/ping`);
    expect(ping.headers.get('x-maintenance-mode')).toBeNull();
    expect(await stored()).toEqual({ enabled: false, message: '' });
  });
});
