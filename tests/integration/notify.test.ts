import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, addTestUser, callApi, type TestUser } from './testServer';
import { notificationsResultSchema } from '../../realtime/protocol/dashboard';

describe('notifications', () => {
  let server: TestServer;
  let anna: TestUser;
  let boris: TestUser;
  let vera: TestUser;

  const addUser = (login: string, name?: string) => addTestUser(server, login, name);

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    anna = await addUser('anna', 'Анна');
    boris = await addUser('boris', 'Борис');
    vera = await addUser('vera', 'Вера');
  });
  afterAll(async () => server?.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const count = async () => Number((await server.ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses bad input, unknown addressees and callers who are not signed in, writing nothing', async () => {
    const unknown = await call('POST', '/app/notify', anna.token, { users: [boris.id, randomUUID()], subject: 'Тема', message: 'Текст' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Неизвестные пользователи/);
    const wrongType = await call('POST', '/app/notify', anna.token, { users: boris.id, subject: 'Тема', message: 'Текст' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/users/);
    const empty = await call('POST', '/app/notify', anna.token, { users: [], subject: ' ', message: 'Текст' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/subject/);
    // the public user is not a signed-in user
    const anonymous = await call('POST', '/app/notify', undefined, { users: [boris.id], subject: 'Тема', message: 'Текст' });
    expect(anonymous.status).toBe(401);
    expect(await count()).toBe(0);
  });

  it('stores one notification per addressee and answers how many were sent', async () => {
    const first = await call('POST', '/app/notify', anna.token, { users: [boris.id, vera.id, boris.id], subject: 'Совещание', message: 'В 15:00' });
    expect(first).toEqual({ status: 200, body: { sent: 2 } });
    const second = await call('POST', '/app/notify', vera.token, { users: [boris.id], subject: 'Отчёт', message: 'Готов' });
    expect(second).toEqual({ status: 200, body: { sent: 1 } });
    expect(await count()).toBe(3);
  });

  it('lists the own notifications newest first with the unread count, and marks them read', async () => {
    const list = await call('GET', '/app/notifications', boris.token);
    expect(list.status).toBe(200);
    const body = notificationsResultSchema.parse(list.body);
    expect(body.unread).toBe(2);
    expect(body.notifications.map((n) => n.subject)).toEqual(['Отчёт', 'Совещание']);
    expect(body.notifications[1]).toMatchObject({ fromUserId: anna.id, fromUserName: 'Анна', message: 'В 15:00', readAt: null });

    const veraOwn = notificationsResultSchema.parse((await call('GET', '/app/notifications', vera.token)).body);
    expect(veraOwn.notifications.map((n) => n.subject)).toEqual(['Совещание']);

    // ids of someone else's notifications change nothing
    const foreign = await call('POST', '/app/notifications/read', vera.token, { ids: body.notifications.map((n) => n.id) });
    expect(foreign).toEqual({ status: 200, body: { updated: 0 } });
    const read = await call('POST', '/app/notifications/read', boris.token, { ids: [body.notifications[1]?.id] });
    expect(read).toEqual({ status: 200, body: { updated: 1 } });

    const after = notificationsResultSchema.parse((await call('GET', '/app/notifications', boris.token)).body);
    expect(after.unread).toBe(1);
    expect(after.notifications.find((n) => n.subject === 'Совещание')?.readAt).not.toBeNull();
    const unreadOnly = notificationsResultSchema.parse((await call('GET', '/app/notifications?unreadOnly=true', boris.token)).body);
    expect(unreadOnly.notifications.map((n) => n.subject)).toEqual(['Отчёт']);
  });

  it('refuses bad input to the list and the mark-read calls', async () => {
    expect((await call('GET', '/app/notifications?limit=0', boris.token)).status).toBe(400);
    expect((await call('GET', '/app/notifications')).status).toBe(401);
    const bad = await call('POST', '/app/notifications/read', boris.token, { ids: ['not-an-id'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/ids/);
    expect((await call('POST', '/app/notifications/read', undefined, { ids: [randomUUID()] })).status).toBe(401);
  });
});
