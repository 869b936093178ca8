import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filter, firstValueFrom, timeout, type Observable } from 'rxjs';
import type { ChatEvent, ConnectionState } from '../../realtime/bus';
import { startBus, stopBus, watchEntity, entityChanges$, connectionState$, chat$, notifications$, backendStatus$ } from '../../realtime/bus';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { runningHub } from '../../collab-server/hub/hubStatus';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';
import { sleep } from './hubTestKit';

const until = async (condition: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await sleep(20);
  }
};

// The browser's bus (rxjs + socket.io-client) run in Node against the real server.
describe('the event bus against the real hub', () => {
  let server: TestServer;
  let admin: Auth;
  let anna: TestUser;
  let boris: TestUser;
  const Task = uuid();
  const title = uuid();

  const next = <T>(stream: Observable<T>, match: (value: T) => boolean, ms = 3000): Promise<T> => firstValueFrom(stream.pipe(filter(match), timeout(ms)));
  const state = (wanted: ConnectionState, ms = 5000) => next(connectionState$, (s) => s === wanted, ms);
  const start = (token: string) =>
    startBus({ basePath: server.config.basePath, origin: server.url, token, warn: () => undefined, pollBackendStatus: async () => 'unreachable' });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    anna = await addTestUser(server, 'anna-bus', 'Анна');
    boris = await addTestUser(server, 'boris-bus', 'Борис');
    await setOk(server, admin, [...newClass(Task, 'Task'), ...newDataProperty(title, 'title', { domain: [Task], max: 1 })]);
  });
  afterEach(() => stopBus());
  afterAll(async () => server?.stop());

  it('connects, delivers watched entity changes, notifications and the backend status', async () => {
    const task = uuid();
    await setOk(server, admin, [{ op: 'new', class: Task, inst: task, name: 'Bus' }]);
    const status = next(backendStatus$, (s) => s !== 'unreachable');
    start(anna.token);
    await state('connected');
    expect(await status).toMatchObject({ status: expect.stringMatching(/GREEN|YELLOW/) });
    // told once the hub has the tab in the room, with no sleep needed; a second watcher at once
    let joined = 0;
    const release = watchEntity(task, () => joined++);
    await until(() => joined === 1);
    const releaseSecond = watchEntity(task, () => joined++);
    await until(() => joined === 2);
    releaseSecond();
    const change = next(entityChanges$, (c) => c.entity === task && c.after === 'via bus');
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'via bus' }]);
    expect(await change).toMatchObject({ entity: task, prop: title, op: 'upd' });
    const notification = next(notifications$, (n) => n.subject === 'Bus');
    await callApi(server, 'POST', '/app/notify', boris.token, { users: [anna.id], subject: 'Bus', message: 'hello' });
    expect(await notification).toMatchObject({ fromUserName: 'Борис', message: 'hello' });
    release();
  });

  it('after a lost connection, rejoins its rooms and catches up the changes and chat messages it missed, once each', async () => {
    const task = uuid();
    await setOk(server, admin, [{ op: 'new', class: Task, inst: task, name: 'Gap' }]);
    const direct = await callApi(server, 'POST', '/chat/direct', boris.token, { userId: anna.id });
    expect(direct.status).toBe(200);
    const channelId: string = direct.body.id ?? direct.body.channel?.id;
    start(anna.token);
    await state('connected');
    const release = watchEntity(task);
    await sleep(300);
    const changes: EntityChange[] = [];
    const chat: ChatEvent[] = [];
    const subs = [entityChanges$.subscribe((c) => c.entity === task && changes.push(c)), chat$.subscribe((e) => chat.push(e))];
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'before' }]);
    await sleep(600);
    expect(changes.map((c) => c.after)).toEqual(['before']);

    // the connection drops, and the next handshake waits until the changes below are made
    const io = runningHub(server.ctx)!;
    let release2: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release2 = resolve));
    io.use((_socket, go) => void gate.then(() => go()));
    const lost = state('reconnecting');
    for (const socket of await io.local.fetchSockets()) if (socket.data.userId === anna.id) (socket as any).conn.close();
    await lost;
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'missed 1' }]);
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'missed 2' }]);
    const posted = await callApi(server, 'POST', `/chat/channels/${channelId}/messages`, boris.token, { text: 'while you were away' });
    expect(posted.status).toBe(201);
    await sleep(500);
    expect(changes.map((c) => c.after)).toEqual(['before']);
    release2();
    await state('connected', 10_000);
    await next(entityChanges$, (c) => c.entity === task && c.after === 'missed 2', 5000).catch(() => undefined);
    await sleep(500);
    expect(changes.map((c) => c.after)).toEqual(['before', 'missed 1', 'missed 2']);
    const messages = chat.filter((e): e is Extract<ChatEvent, { type: 'message' }> => e.type === 'message').map((e) => e.message.text);
    expect(messages.filter((t) => t.includes('while you were away'))).toHaveLength(1);
    // the rooms were joined again: live changes flow as before
    const live = next(entityChanges$, (c) => c.entity === task && c.after === 'after');
    await setOk(server, admin, [{ op: 'upd', inst: task, prop: title, val: 'after' }]);
    await live;
    for (const sub of subs) sub.unsubscribe();
    release();
  });

  it('takes the backend status from the poll while the socket is down, and from the hub once connected', async () => {
    let polls = 0;
    const polled = { status: 'YELLOW' as const, services: [{ name: 'polled', status: 'RED' as const, latencyMs: 0 }] };
    // a port nobody listens on: the socket cannot connect, the poll is the only source
    const fromPoll = next(backendStatus$, (s) => s !== 'unreachable' && s.services[0]?.name === 'polled');
    startBus({ basePath: '/', origin: 'http://127.0.0.1:9', token: anna.token, warn: () => undefined, pollBackendStatus: async () => (polls++, polled) });
    await fromPoll;
    expect(polls).toBeGreaterThan(0);
    stopBus();
    polls = 0;
    const fromHub = next(backendStatus$, (s) => s !== 'unreachable' && s.services.some((x) => x.name === 'hub'));
    startBus({ basePath: server.config.basePath, origin: server.url, token: anna.token, warn: () => undefined, pollBackendStatus: async () => (polls++, polled) });
    await fromHub;
    await sleep(300);
    // asked once at the start; not again while the hub pushes
    expect(polls).toBeLessThanOrEqual(1);
  });

  it('reports a refused session as refused', async () => {
    const refused = state('refused');
    start('forged-token');
    await refused;
  });
});
