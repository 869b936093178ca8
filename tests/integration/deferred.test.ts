import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { callData, startTestServer, type TestServer } from './testServer';
import { createUser, signInAdmin, storeCounts, uuid, type Auth } from './setDataTestKit';

describe('deferred data requests', () => {
  let server: TestServer;
  let admin: Auth;
  let other: Auth;

  const follow = (method: string, path: string, auth: Auth): Promise<Response> =>
    fetch(`${server.api}/data/${path}${auth.session ? `?session=${auth.session}` : ''}`, { method, headers: auth.token ? { authorization: auth.token } : {} });

  async function waitUntilDone(requestId: string, auth: Auth): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const res = await follow('GET', `${requestId}/status`, auth);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.requestId).toBe(requestId);
      if (body.status !== 'pending') return body.status;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('deferred request never finished');
  }

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    other = (await createUser(server, 'other-user', { roles: ['editor'] })).auth;
  });
  afterAll(async () => server?.stop());

  it('runs set_data in the background: status, result, then removal', async () => {
    const cls = uuid();
    const start = await callData(server, admin, 'set_data', { data: [{ op: 'new', class: META_CLASS.Class, inst: cls, name: 'Deferred class' }] }, { deferred: true });
    expect(start.status).toBe(200);
    const { requestId } = start.body;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await server.ctx.db.selectFrom('deferred_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ act: 'set_data' });

    expect(await waitUntilDone(requestId, admin)).toBe('completed');
    const result = await follow('GET', requestId, admin);
    expect(result.status).toBe(200);
    expect(await result.json()).toEqual({ rows: [{ op: 'new', inst: cls }], count_rows: 1 });
    expect(await server.ctx.db.selectFrom('instances').select('name').where('id', '=', cls).executeTakeFirst()).toEqual({ name: 'Deferred class' });

    const removed = await follow('DELETE', requestId, admin);
    expect(await removed.json()).toEqual({ result: 'ok' });
    expect((await follow('GET', `${requestId}/status`, admin)).status).toBe(404);
    expect(await server.ctx.db.selectFrom('deferred_requests').select('id').where('id', '=', requestId).execute()).toEqual([]);
  });

  it('reports a failed act as error; fetching its result fails with the error', async () => {
    const before = await storeCounts(server);
    const start = await callData(server, admin, 'set_data', { data: [{ op: 'new', class: uuid(), name: 'x' }] }, { deferred: true });
    const { requestId } = start.body;
    expect(await waitUntilDone(requestId, admin)).toBe('error');
    const result = await follow('GET', requestId, admin);
    expect(result.status).toBe(400);
    expect((await result.json()).error).toMatch(/^Unknown class: /);
    expect(await storeCounts(server)).toEqual(before);
    // the store keeps what went wrong in the domain's words; the status is the edge's business
    const row = await server.ctx.db.selectFrom('deferred_requests').select(['problem', 'result']).where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(row).toEqual({ problem: 'invalid', result: null });
  });

  it('answers a stored failure as the call itself would have failed', async () => {
    const adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    const failed = (problem: string | null, error: string) => ({ id: uuid(), user_id: adminId, act: 'set_data', status: 'error', result: null, error, problem, finished_at: new Date() });
    const rows = [failed('forbidden', 'Недостаточно прав'), failed('conflict', 'Занято'), failed(null, 'Внутренняя ошибка сервера'), failed('no-such-kind', 'Что-то')];
    await server.ctx.db.insertInto('deferred_requests').values(rows).execute();
    const answers = await Promise.all(rows.map(async ({ id }) => {
      const res = await follow('GET', id, admin);
      return [res.status, (await res.json()).error];
    }));
    expect(answers).toEqual([[403, 'Недостаточно прав'], [409, 'Занято'], [500, 'Внутренняя ошибка сервера'], [500, 'Что-то']]);
  });

  it('also defers reads and validates the payload in the background', async () => {
    const start = await callData(server, admin, 'get_form', { class: 'not-an-id' }, { deferred: true });
    expect(await waitUntilDone(start.body.requestId, admin)).toBe('error');
    const result = await follow('GET', start.body.requestId, admin);
    expect(result.status).toBe(400);
    expect((await result.json()).error).toContain('class');
  });

  it('hides a request from everybody but its owner', async () => {
    const start = await callData(server, admin, 'get_data', { class: META_CLASS.Class, limit: 1 }, { deferred: true });
    const { requestId } = start.body;
    await waitUntilDone(requestId, admin);
    for (const [method, path] of [['GET', `${requestId}/status`], ['GET', requestId], ['DELETE', requestId]] as const) {
      const res = await follow(method, path, other);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Запрос не найден');
    }
    expect((await follow('GET', `${requestId}/status`, admin)).status).toBe(200);
  });

  it('answers 409 while the result is not ready, and a stale pending request as error', async () => {
    const adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    const [fresh, stale] = [uuid(), uuid()];
    await server.ctx.db
      .insertInto('deferred_requests')
      .values([
        { id: fresh, user_id: adminId, act: 'get_data', status: 'pending', result: null, error: null, finished_at: null },
        { id: stale, user_id: adminId, act: 'get_data', status: 'pending', result: null, error: null, finished_at: null, created_at: new Date(Date.now() - 31 * 60_000) as never },
      ])
      .execute();
    expect((await (await follow('GET', `${fresh}/status`, admin)).json()).status).toBe('pending');
    const early = await follow('GET', fresh, admin);
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe('Запрос ещё выполняется');
    expect((await (await follow('GET', `${stale}/status`, admin)).json()).status).toBe('error');
    expect((await follow('GET', stale, admin)).status).toBe(500);
  });

  it('refuses a malformed id and a caller without a session', async () => {
    const bad = await follow('GET', 'not-a-uuid/status', admin);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toContain('requestId');
    const anonymous = await fetch(`${server.api}/data/${uuid()}/status`);
    expect(anonymous.status).toBe(401);
  });

  it('accepts the Authorization header as well', async () => {
    const start = await callData(server, admin, 'get_data', { class: META_CLASS.Class, limit: 1 }, { deferred: true });
    if (!admin.token) return;
    const status = await follow('GET', `${start.body.requestId}/status`, { token: admin.token });
    expect(status.status).toBe(200);
  });
});
