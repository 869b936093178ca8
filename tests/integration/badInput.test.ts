import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, callData, startTestServer, type TestServer } from './testServer';
import { META_CLASS } from '../../realtime/protocol/metaModel';

// The bad-input list across the API: each is refused with a status and an `error` that says
// what is wrong, and the store is exactly as it was.
const TABLES = ['instances', 'memberships', 'vals', 'class_closure', 'change_log', 'users', 'sessions', 'settings', 'roles', 'assignments', 'notifications', 'files'] as const;

async function storeCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.ctx.db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

describe('bad input is refused and writes nothing', () => {
  let server: TestServer;
  let admin: { token: string; session: string };
  let before: Record<string, number>;
  beforeAll(async () => {
    server = await startTestServer({ BODY_LIMIT_BYTES: '20000' });
    admin = await server.signIn('admin', ADMIN_PASSWORD);
    before = await storeCounts(server);
  });
  afterAll(async () => server?.stop());

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.api}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('malformed JSON → 400', async () => {
    const res = await post('data', '{"act": "set_data", "payload": {"data": [', { authorization: admin.token });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^Malformed JSON/);
  });

  it('wrong types → 400 naming the field', async () => {
    const res = await callData(server, admin, 'set_data', { data: [{ op: 'new', class: 42 }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/data\.0\.class/);
    const act = await post('data', JSON.stringify({ act: 'drop_table', payload: {} }), { authorization: admin.token });
    expect(act.status).toBe(400);
    expect((await act.json()).error).toMatch(/act/);
  });

  it('unknown class or property ids → 400', async () => {
    const unknown = '11111111-2222-4333-8444-555555555555';
    const cls = await callData(server, admin, 'set_data', { data: [{ op: 'new', class: unknown, name: 'x' }] });
    expect(cls.status).toBe(400);
    expect(cls.body.error).toMatch(/Unknown class/);
    const prop = await callData(server, admin, 'get_data', { class: META_CLASS.Class, filter: { prop: unknown, op: 'eq', val: 'x' } });
    expect(prop.status).toBe(400);
    expect(prop.body.error).toMatch(/Unknown property/);
  });

  it('SQL metacharacters in filters are data, in sort fields a 400', async () => {
    const filtered = await callData(server, admin, 'get_data', { class: META_CLASS.Class, filter: { prop: 'name', op: 'contains', val: "'; drop table vals; --" } });
    expect(filtered.status).toBe(200);
    expect(filtered.body.count_rows).toBe(0);
    const sorted = await callData(server, admin, 'get_data', { class: META_CLASS.Class, sort: [{ prop: 'name; drop table vals', dir: 'asc' }] });
    expect(sorted.status).toBe(400);
    expect(sorted.body.error).toMatch(/sort/);
    const dir = await callData(server, admin, 'get_data', { class: META_CLASS.Class, sort: [{ prop: 'name', dir: 'asc; delete from users' }] });
    expect(dir.status).toBe(400);
  });

  it('an oversized payload → 413 with the documented limit', async () => {
    const data = Array.from({ length: 400 }, (_, i) => ({ op: 'new', class: META_CLASS.Class, name: `Класс ${i} ${'ж'.repeat(40)}` }));
    const res = await post('data', JSON.stringify({ act: 'set_data', session: admin.session, payload: { data } }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe('Request body is larger than the limit of 20000 bytes');
  });

  it('a missing, forged or expired session → 401', async () => {
    const none = await callData(server, {}, 'set_data', { data: [{ op: 'new', class: META_CLASS.Class, name: 'x' }] });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe('Необходимо войти в систему');
    const forged = await callData(server, { token: `${admin.token.slice(0, -4)}abcd` }, 'get_data', { class: META_CLASS.Class });
    expect(forged.status).toBe(401);
    const { token, session } = await server.signIn('admin', ADMIN_PASSWORD);
    await server.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('data_session', '=', session).execute();
    const expired = await callData(server, { session }, 'get_data', { class: META_CLASS.Class });
    expect(expired.status).toBe(401);
    expect((await fetch(`${server.api}/auth/check-auth`, { headers: { authorization: token } })).status).toBe(401);
    // the expired session row stays (it is swept later); put it back out of the count
    await server.ctx.db.deleteFrom('sessions').where('data_session', '=', session).execute();
  });

  it('a non-admin calling an admin act → 403', async () => {
    const created = await fetch(`${server.api}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin.token },
      body: JSON.stringify({ login: 'badinput-user', name: 'Пользователь', password: 'user-password-1' }),
    });
    expect(created.status).toBe(201);
    const user = await server.signIn('badinput-user', 'user-password-1');
    const command = await callData(server, user, 'set_data', { data: [{ op: 'new', class: META_CLASS.Command, name: 'evil' }] });
    expect(command.status).toBe(403);
    expect(command.body.error).toMatch(/^Действие доступно только администраторам/);
    const maintenance = await fetch(`${server.api}/public/maintenanceMode`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: user.token },
      body: JSON.stringify({ enabled: true, message: 'x' }),
    });
    expect(maintenance.status).toBe(403);
    const users = await fetch(`${server.api}/users`, { headers: { authorization: user.token } });
    expect(users.status).toBe(403);
    // the account and its session were made on purpose by this test; take them out of the comparison
    const row = await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'badinput-user').executeTakeFirstOrThrow();
    await server.ctx.db.deleteFrom('users').where('id', '=', row.id).execute();
  });

  it('the store is exactly as it was before the bad calls', async () => {
    const after = await storeCounts(server);
    // the admin's second sign-in above added one session, deleted again; nothing else may differ
    expect(after).toEqual(before);
  });
});
