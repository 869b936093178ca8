import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, callData, dropSchema, startTestServer, type TestServer, type TestUser } from './testServer';
import { runMaintenanceSweep } from '../../collab-server/jobs/maintenanceSweep';
import { openStore } from '../../collab-server/store/database';
import { SERVER_AREAS } from '../../collab-server/areas';
import { migrationsOf } from '../../collab-server/startAreas';
import { recordQueryHistory } from '../../collab-server/admin/queryHistory/queryHistoryRecorder';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { queryHistoryResultSchema, type QueryHistoryEntry } from '../../realtime/protocol/admin/queryHistory';

const databaseUrl = process.env.DATABASE_URL;
const DAY = 86_400_000;

describe('query history of the data API', () => {
  let server: TestServer;
  let work: string;
  let admin: { token: string; session: string };
  let adminId: string;
  let ivan: TestUser;
  // a store that outlives the server, so what it writes while closing can be read afterwards
  const schema = databaseUrl ? `qh_${randomBytes(6).toString('hex')}` : undefined;

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'ontoweave-qh-'));
    server = await startTestServer({ QUERY_HISTORY_DAYS: '10', DATA_DIR: path.join(work, 'data') }, { schema });
    admin = await server.signIn('admin', ADMIN_PASSWORD);
    adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    ivan = await addTestUser(server, 'ivan', 'Иван');
  });
  afterAll(async () => {
    await server?.close();
    if (schema && databaseUrl) await dropSchema(databaseUrl, schema);
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  const history = async (query = '', token = admin.token): Promise<{ rows: QueryHistoryEntry[]; total: number }> => {
    const res = await callApi(server, 'GET', `/queryHistory${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return queryHistoryResultSchema.parse(res.body);
  };
  const storedCount = async () => Number((await server.ctx.db.selectFrom('query_history').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('records every call with who, what, how long and the rows answered or the error, deferred runs too', async () => {
    const read = await callData(server, admin, 'get_data', { class: META_CLASS.Class, limit: 3 });
    expect(read.status).toBe(200);
    expect((await callData(server, admin, 'get_form', { class: META_CLASS.Class })).status).toBe(200);
    const cls = randomUUID();
    expect((await callData(server, admin, 'set_data', { data: [{ op: 'new', class: META_CLASS.Class, inst: cls, name: 'Класс истории' }] })).status).toBe(200);
    expect((await callData(server, admin, 'set_data1', { data: [{ op: 'upd', inst: cls, prop: 'name', val: 'Класс истории 2' }] })).status).toBe(200);
    expect((await callData(server, { token: ivan.token }, 'get_data', { class: META_CLASS.Class, limit: 1 })).status).toBe(200);
    const bad = await callData(server, admin, 'get_form', { class: 'not-an-id' });
    expect(bad.status).toBe(400);
    const unknownCommand = await callData(server, admin, 'get_data', { command: 'no.such.command' });
    expect(unknownCommand.status).toBe(400);
    const deferred = await callData(server, admin, 'get_data', { class: META_CLASS.Class, limit: 2 }, { deferred: true });
    const requestId = deferred.body.requestId as string;
    for (let i = 0; i < 200; i += 1) {
      const status = await (await fetch(`${server.api}/data/${requestId}/status`, { headers: { authorization: admin.token } })).json();
      if (status.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const { rows, total } = await history();
    expect(total).toBe(8);
    // newest first
    expect(rows.map((r) => r.at)).toEqual([...rows.map((r) => r.at)].sort().reverse());
    const summary = rows.map((r) => ({ user: r.userName, act: r.act, command: r.command, deferred: r.deferred, rows: r.rows, failed: r.error !== null })).reverse();
    expect(summary).toEqual([
      { user: 'Администратор', act: 'get_data', command: null, deferred: false, rows: read.body.rows.length, failed: false },
      { user: 'Администратор', act: 'get_form', command: null, deferred: false, rows: expect.any(Number), failed: false },
      { user: 'Администратор', act: 'set_data', command: null, deferred: false, rows: 1, failed: false },
      { user: 'Администратор', act: 'set_data1', command: null, deferred: false, rows: expect.any(Number), failed: false },
      { user: 'Иван', act: 'get_data', command: null, deferred: false, rows: expect.any(Number), failed: false },
      { user: 'Администратор', act: 'get_form', command: null, deferred: false, rows: null, failed: true },
      { user: 'Администратор', act: 'get_data', command: 'no.such.command', deferred: false, rows: null, failed: true },
      { user: 'Администратор', act: 'get_data', command: null, deferred: true, rows: expect.any(Number), failed: false },
    ]);
    const first = rows.at(-1) as QueryHistoryEntry;
    expect(first.userId).toBe(adminId);
    expect(JSON.parse(first.payload)).toEqual({ class: META_CLASS.Class, limit: 3 });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((r) => r.act === 'get_form' && r.error)?.error).toMatch(/class/);
    // the data session is a credential: it is not part of the recorded payload
    expect(rows.some((r) => r.payload.includes(admin.session))).toBe(false);
  });

  it('cuts the recorded payload at 10,000 characters', async () => {
    const res = await callData(server, admin, 'get_data', { class: META_CLASS.Class, junk: 'я'.repeat(30_000) });
    expect(res.status).toBe(400);
    const [latest] = (await history('?limit=1')).rows;
    expect(latest?.payload).toHaveLength(10_000);
    expect(latest?.payload.startsWith('{"class":')).toBe(true);
  });

  it('filters by user, act and errors, and pages with the total', async () => {
    const all = await history('?limit=500');
    const ivans = await history(`?user=${ivan.id}`);
    expect(ivans.total).toBe(1);
    expect(ivans.rows[0]).toMatchObject({ userId: ivan.id, userName: 'Иван', act: 'get_data' });
    const forms = await history('?act=get_form');
    expect(forms.rows.map((r) => r.act)).toEqual(['get_form', 'get_form']);
    const errors = await history('?errorsOnly=true');
    expect(errors.total).toBe(3);
    expect(errors.rows.every((r) => r.error !== null)).toBe(true);
    expect((await history('?errorsOnly=false')).total).toBe(all.total);
    const page = await history('?limit=2&offset=2');
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
    expect((await history(`?user=${randomUUID()}`)).rows).toEqual([]);
  });

  it('is for administrators only, and refuses a bad query', async () => {
    expect((await callApi(server, 'GET', '/queryHistory')).status).toBe(401);
    expect((await callApi(server, 'GET', '/queryHistory', ivan.token)).status).toBe(403);
    const before = await storedCount();
    for (const bad of ['?limit=0', '?limit=501', '?offset=-1', '?user=ivan', '?errorsOnly=yes', '?sort=at']) {
      const res = await callApi(server, 'GET', `/queryHistory${bad}`, admin.token);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatch(/^Invalid query/);
    }
    expect(await storedCount()).toBe(before);
  });

  it('writes the entries in the background, without anyone reading the history', async () => {
    const before = await storedCount();
    expect((await callData(server, { token: ivan.token }, 'get_form', { class: META_CLASS.Class })).status).toBe(200);
    for (let i = 0; i < 100 && (await storedCount()) === before; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(await storedCount()).toBe(before + 1);
  });

  it('keeps QUERY_HISTORY_DAYS days: the maintenance sweep deletes older entries', async () => {
    const old = (days: number) => ({ id: randomUUID(), user_id: null, act: 'get_data', payload: '{}', command: null, duration_ms: 1, rows: 0, error: null, at: new Date(Date.now() - days * DAY) });
    const stale = old(11);
    const recent = old(9);
    await server.ctx.db.insertInto('query_history').values([stale, recent]).execute();
    const before = await storedCount();
    const swept = await runMaintenanceSweep(server.ctx);
    expect(swept.queryHistory).toBe(1);
    expect(await storedCount()).toBe(before - 1);
    const ids = (await server.ctx.db.selectFrom('query_history').select('id').execute()).map((r) => r.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(stale.id);
  });

  it('lists calls of the same millisecond newest first, in the order they were recorded', async () => {
    const user = randomUUID();
    const at = new Date();
    // ids ascending in recording order: the old tie-break by id gave the oldest first
    const ids = ['00000000', '55555555', 'aaaaaaaa', 'ffffffff'].map((p) => `${p}-0000-4000-8000-000000000000`);
    for (const id of ids) recordQueryHistory(server.ctx, { id, user_id: user, act: 'get_data', payload: '{}', command: null, duration_ms: 1, rows: 0, error: null, at });
    const { rows } = await history(`?user=${user}`);
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
    await server.ctx.db.deleteFrom('query_history').where('user_id', '=', user).execute();
  });

  it('writes what is still buffered when the server shuts down', async () => {
    const marker = `shutdown-${randomUUID()}`;
    expect((await callData(server, admin, 'get_data', { class: META_CLASS.Class, filter: [{ prop: 'name', value: marker }] })).status).toBeLessThan(500);
    await server.close();
    const store = await openStore(server.config, migrationsOf(SERVER_AREAS));
    try {
      const found = await store.db.selectFrom('query_history').select('payload').where('payload', 'like', `%${marker}%`).execute();
      expect(found).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
