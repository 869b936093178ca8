import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, dropSchema, startTestServer, type TestServer } from './testServer';

// Two server processes' worth of state (two servers, two pools) on one PostgreSQL schema and one
// Redis: what one serves, the other must know. PGlite is single-process by nature, so this runs in
// the PostgreSQL pass of the suite (CI runs both passes).
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('several server processes share one installation', () => {
  const schema = `mp_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // started together: migrations and first-start bootstrap must not collide
    [a, b] = await Promise.all([
      startTestServer({ DEMO_DATA: 'on', LOGIN_RATE_LIMIT: '4' }, { schema }),
      startTestServer({ DEMO_DATA: 'on', LOGIN_RATE_LIMIT: '4' }, { schema }),
    ]);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  it('a session opened on one process works on the other, and logging out on one ends it on both', async () => {
    const { token, session } = await a.signIn('admin', ADMIN_PASSWORD);
    const check = await fetch(`${b.api}/auth/check-auth`, { headers: { authorization: token } });
    expect(check.status).toBe(200);
    expect((await check.json()).isAdmin).toBe(true);
    const data = await fetch(`${b.api}/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ act: 'get_data', session, payload: { class: '00000000-0000-4000-8000-000000000001', limit: 5 } }),
    });
    expect(data.status).toBe(200);
    await fetch(`${b.api}/auth/logout`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: '{}' });
    expect((await fetch(`${a.api}/auth/check-auth`, { headers: { authorization: token } })).status).toBe(401);
  });

  it('bootstrapped once: one admin account and one copy of the demo ontology', async () => {
    const admins = await a.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    const [viaA, viaB] = await Promise.all([a.ctx.db, b.ctx.db].map((db) => db.selectFrom('instances').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()));
    expect(Number(viaA!.n)).toBe(Number(viaB!.n));
  });

  it('maintenance mode switched on through one process is announced by the other', async () => {
    const { token } = await a.signIn('admin', ADMIN_PASSWORD);
    const put = await fetch(`${a.api}/public/maintenanceMode`, {
      method: 'PUT',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, message: 'Обновление в 22:00' }),
    });
    expect(put.status).toBe(200);
    const state = await (await fetch(`${b.api}/public/maintenanceMode`)).json();
    expect(state).toEqual({ enabled: true, message: 'Обновление в 22:00' });
    await fetch(`${a.api}/public/maintenanceMode`, { method: 'PUT', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify({ enabled: false, message: '' }) });
  });

  it.runIf(process.env.REDIS_URL)('the sign-in rate limit counts attempts on every process together (Redis)', async () => {
    const attempt = (server: TestServer) =>
      fetch(`${server.api}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'nobody-mp', password: 'wrong-password' }) });
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push((await attempt(server)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
