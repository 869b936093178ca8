import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { feedbackResultSchema } from '../../realtime/protocol/shell/feedback';

describe('POST /api/app/feedback', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  let olga: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван');
    olga = await addTestUser(server, 'olga', 'Ольга');
    await server.ctx.db.updateTable('users').set({ is_admin: true }).where('id', '=', olga.id).execute();
  });
  afterAll(async () => server?.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const notifications = () => server.ctx.db.selectFrom('notifications').selectAll().execute();

  it('refuses feedback without sign-in (the public user too) and bad input, writing nothing', async () => {
    const valid = { kind: 'feedback', subject: 'Тема', message: 'Текст' };
    expect((await call('POST', '/app/feedback', undefined, valid)).status).toBe(401);
    for (const bad of [
      { ...valid, kind: 'complaint' },
      { ...valid, subject: '   ' },
      { ...valid, message: '' },
      { ...valid, subject: 'x'.repeat(501) },
      { ...valid, users: [olga.id] },
      { kind: 'feedback', subject: 'Тема' },
    ]) {
      const res = await call('POST', '/app/feedback', ivan.token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toMatch(/^Invalid feedback/);
    }
    const malformed = await fetch(`${server.api}/app/feedback`, { method: 'POST', headers: { authorization: ivan.token, 'content-type': 'application/json' }, body: '{"kind":' });
    expect(malformed.status).toBe(400);
    expect(await notifications()).toEqual([]);
  });

  it('notifies every administrator, the subject prefixed by the kind', async () => {
    const feedback = await call('POST', '/app/feedback', ivan.token, { kind: 'feedback', subject: '  Удобный поиск ', message: 'Спасибо за поиск по онтологии' });
    expect(feedback.status).toBe(200);
    expect(feedbackResultSchema.parse(feedback.body)).toEqual({ sent: 2 });
    const contact = await call('POST', '/app/feedback', ivan.token, { kind: 'contact', subject: 'Ошибка экспорта', message: 'Экспорт в Word падает' });
    expect(contact.body).toEqual({ sent: 2 });

    const adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    const byText = (a: unknown[], b: unknown[]) => (a.join('|') < b.join('|') ? -1 : 1);
    const rows = (await notifications()).map((n) => [n.subject, n.user_id, n.from_user, n.message]);
    expect(rows.sort(byText)).toEqual(
      [
        ['Обратная связь: Удобный поиск', adminId, ivan.id, 'Спасибо за поиск по онтологии'],
        ['Обратная связь: Удобный поиск', olga.id, ivan.id, 'Спасибо за поиск по онтологии'],
        ['Сообщение разработчику: Ошибка экспорта', adminId, ivan.id, 'Экспорт в Word падает'],
        ['Сообщение разработчику: Ошибка экспорта', olga.id, ivan.id, 'Экспорт в Word падает'],
      ].sort(byText),
    );
    // the administrators read it with their notifications
    const inbox = await call('GET', '/app/notifications', admin);
    expect(inbox.body.notifications.map((n: { subject: string; fromUserName: string }) => [n.subject, n.fromUserName])).toEqual(
      expect.arrayContaining([['Обратная связь: Удобный поиск', 'Иван'], ['Сообщение разработчику: Ошибка экспорта', 'Иван']]),
    );
  });

  it('does not notify a disabled administrator', async () => {
    await server.ctx.db.updateTable('users').set({ disabled: true }).where('id', '=', olga.id).execute();
    const res = await call('POST', '/app/feedback', ivan.token, { kind: 'feedback', subject: 'Ещё одно', message: 'Текст' });
    expect(res).toEqual({ status: 200, body: { sent: 1 } });
    const adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    const addressees = (await notifications()).filter((n) => n.subject === 'Обратная связь: Ещё одно').map((n) => n.user_id);
    expect(addressees).toEqual([adminId]);
  });
});
