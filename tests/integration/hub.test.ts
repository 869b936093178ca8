import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { HUB_MAX_MESSAGE_BYTES, HUB_REFUSALS } from '../../realtime/protocol/hubMessages';
import { entityChangeSchema, notificationEventSchema } from '../../realtime/protocol/hubEvents';
import { pingResultSchema } from '../../realtime/protocol/shell/status';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { ask, collect, connectHub, nextEvent, sleep } from './hubTestKit';
import { runningHub } from '../../collab-server/hub/hubStatus';
import { endDeadSessions } from '../../collab-server/hub/sessionSweep';

describe('socket.io hub', () => {
  let server: TestServer;
  let admin: Auth & { token: string };
  let anna: TestUser;
  let boris: TestUser;
  const sockets: Socket[] = [];
  const Task = uuid();
  const title = uuid();

  const connect = async (token?: string) => {
    const socket = await connectHub(server, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signInAdmin(server)) as Auth & { token: string };
    anna = await addTestUser(server, 'anna', 'Анна');
    boris = await addTestUser(server, 'boris', 'Борис');
    await setOk(server, admin, [...newClass(Task, 'Task'), ...newDataProperty(title, 'title', { domain: [Task], max: 1 })]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
  });

  it('refuses a socket without a session, and one with a forged token', async () => {
    await expect(connectHub(server)).rejects.toThrow(HUB_REFUSALS.noToken);
    await expect(connectHub(server, 'not-a-token')).rejects.toThrow(HUB_REFUSALS.badToken);
    await expect(connectHub(server, `${anna.token}x`)).rejects.toThrow(HUB_REFUSALS.badToken);
  });

  it('refuses a session that was logged out', async () => {
    const { token } = await signInAdmin(server);
    await fetch(`${server.api}/auth/logout`, { method: 'POST', headers: { authorization: token!, 'content-type': 'application/json' }, body: '{}' });
    await expect(connectHub(server, token)).rejects.toThrow(HUB_REFUSALS.badToken);
  });

  it('ends the sockets of a session that signed out, and only those', async () => {
    const { token } = await signInAdmin(server);
    const leaving = await connect(token);
    const staying = await connect(anna.token);
    await fetch(`${server.api}/auth/logout`, { method: 'POST', headers: { authorization: token!, 'content-type': 'application/json' }, body: '{}' });
    const gone = nextEvent(leaving, 'disconnect');
    expect(await endDeadSessions(server.ctx, runningHub(server.ctx)!)).toBe(1);
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });

  it('answers malformed, unknown and oversized messages with an error, keeping every socket open', async () => {
    const rude = await connect(anna.token);
    const bystander = await connect(boris.token);
    const entity = uuid();
    expect(await ask(rude, 'watch', { entities: ['not-an-id'] })).toMatchObject({ ok: false, error: expect.stringMatching(/invalid watch: entities\.0/) });
    expect(await ask(rude, 'watch', { entities: [entity], extra: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/invalid watch/) });
    expect(await ask(rude, 'catchUp', { since: 'yesterday', entities: [entity] })).toMatchObject({ ok: false, error: expect.stringMatching(/since/) });
    expect(await ask(rude, 'dropTables', {})).toEqual({ ok: false, error: 'unknown message "dropTables"' });
    const huge = await ask(rude, 'watch', { entities: [entity], pad: 'x'.repeat(HUB_MAX_MESSAGE_BYTES) });
    expect(huge).toMatchObject({ ok: false, error: expect.stringMatching(/message too large/) });
    // a message far over the transport's limit closes that one client only
    const closed = nextEvent(rude, 'disconnect');
    rude.emit('watch', { entities: [entity], pad: 'x'.repeat(HUB_MAX_MESSAGE_BYTES * 20) });
    await closed;
    expect(bystander.connected).toBe(true);
    expect(await ask(bystander, 'watch', { entities: [entity] })).toMatchObject({ ok: true, entities: [entity] });
  });

  it('brings a set_data made through HTTP to another socket watching the entity, and to the class room', async () => {
    const task = uuid();
    await setOk(server, admin, [{ op: 'new', class: Task, inst: task, name: 'Live' }]);
    const watcher = await connect(anna.token);
    const classWatcher = await connect(boris.token);
    expect(await ask(watcher, 'watch', { entities: [task] })).toMatchObject({ ok: true, entities: [task] });
    expect(await ask(classWatcher, 'watch', { entities: [Task] })).toMatchObject({ ok: true });
    const started = Date.now();
    const seen = nextEvent(watcher, 'ENTITY_CHANGE', (c) => c.entity === task && c.prop === title, 1000);
    const seenByClass = nextEvent(classWatcher, 'ENTITY_CHANGE', (c) => c.entity === task && c.prop === title, 1000);
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'Changed' }], { tab_session_id: 'tab-1' });
    const change = entityChangeSchema.parse(await seen);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(change).toMatchObject({ entity: task, prop: title, op: 'upd', before: null, after: 'Changed', tabSessionId: 'tab-1' });
    expect((await seenByClass).seq).toBe(change.seq);
  });

  it('tells a user who is no administrator nothing of the administrators-only classes', async () => {
    const socket = await connect(anna.token);
    expect(await ask(socket, 'watch', { entities: [META_CLASS.Command] })).toMatchObject({ ok: true, entities: [] });
  });

  it('pushes a notification to the addressee only, after it is stored', async () => {
    const annaSocket = await connect(anna.token);
    const borisSocket = await connect(boris.token);
    const toBoris = collect(borisSocket, 'NOTIFICATION');
    const arrived = nextEvent(annaSocket, 'NOTIFICATION');
    const sent = await callApi(server, 'POST', '/app/notify', boris.token, { users: [anna.id], subject: 'Тема', message: 'Привет' });
    expect(sent.status).toBe(200);
    const notification = notificationEventSchema.parse(await arrived);
    expect(notification).toMatchObject({ fromUserId: boris.id, fromUserName: 'Борис', subject: 'Тема', message: 'Привет' });
    const stored = await server.ctx.db.selectFrom('notifications').select('id').where('user_id', '=', anna.id).execute();
    expect(stored.map((n) => n.id)).toContain(notification.id);
    await sleep(200);
    expect(toBoris).toEqual([]);
  });

  it('catches up the changes a socket missed while disconnected, in order', async () => {
    const task = uuid();
    await setOk(server, admin, [{ op: 'new', class: Task, inst: task, name: 'Offline' }]);
    const first = await connect(anna.token);
    const watched = await ask(first, 'watch', { entities: [task] });
    expect(watched.ok).toBe(true);
    const live = nextEvent(first, 'ENTITY_CHANGE', (c) => c.entity === task && c.after === 'one');
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'one' }]);
    const lastSeen = (await live).seq as string;
    first.close();
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'two' }]);
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'three' }, { op: 'del', inst: task }]);
    const again = await connect(anna.token);
    const answer = await ask(again, 'catchUp', { since: lastSeen, entities: [task] });
    expect(answer.ok).toBe(true);
    expect(answer.more).toBe(false);
    expect(answer.changes.map((c: any) => [c.op, c.after])).toEqual([
      ['upd', 'two'],
      ['upd', 'three'],
      ['del', null],
    ]);
    // the class's room catches up its instances' changes, the deletion included
    const byClass = await ask(again, 'catchUp', { since: lastSeen, entities: [Task] });
    expect(byClass.changes.map((c: any) => c.op)).toEqual(['upd', 'upd', 'del']);
    expect(BigInt(answer.until)).toBeGreaterThan(BigInt(lastSeen));
  });

  it('pushes the backend status to a socket that connects, and reports the hub in public/ping', async () => {
    let status: Promise<unknown> = Promise.resolve();
    sockets.push(await connectHub(server, anna.token, { before: (s) => (status = nextEvent(s, 'BACKEND_STATUS')) }));
    expect(pingResultSchema.parse(await status).services.map((s) => s.name)).toContain('hub');
    const ping = pingResultSchema.parse((await callApi(server, 'GET', '/public/ping')).body);
    expect(ping.services.find((s) => s.name === 'hub')).toMatchObject({ status: 'GREEN', message: expect.stringMatching(/^sockets: \d+/) });
  });
});
