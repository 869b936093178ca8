import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { META_CLASS } from '../../realtime/protocol/metaModel';

// PostgreSQL (and PGlite) cannot store U+0000 in text or jsonb: such input is the caller's fault,
// so it is a 400 that says so, never a 500, and nothing is written.
const NUL_MESSAGE = 'Текст содержит недопустимый символ (U+0000)';

describe('text with a NUL character (U+0000)', () => {
  let server: TestServer;
  let ivan: TestUser;

  const call = (method: string, path: string, body?: unknown) => callApi(server, method, path, ivan.token, body);
  const snapshot = async () => ({
    preferences: await server.ctx.db.selectFrom('user_preferences').select(['user_id', 'key', 'value']).orderBy('key').execute(),
    links: await server.ctx.db.selectFrom('recent_links').selectAll().orderBy('link').execute(),
    tags: await server.ctx.db.selectFrom('tags').selectAll().orderBy('id').execute(),
    instances: await server.ctx.db.selectFrom('instances').select('id').orderBy('id').execute(),
  });

  beforeAll(async () => {
    server = await startTestServer();
    ivan = await addTestUser(server, 'ivan', 'Иван');
    // something already stored, so a failed change is seen to leave it alone
    expect((await call('PUT', '/app/preferences/theme', { value: 'dark' })).status).toBe(200);
    expect((await call('POST', '/app/recent-links', { link: '/class_list/1', objectName: 'Классы' })).status).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('is refused with a 400 naming the character, in jsonb and in text columns, writing nothing', async () => {
    const before = await snapshot();
    const refused = [
      await call('PUT', '/app/preferences/theme', { value: 'a\u0000' }),
      await call('PUT', '/app/preferences/nested', { value: { list: ['ok', 'b\u0000c'] } }),
      await call('POST', '/app/recent-links', { link: '/class_list/2', objectName: 'Имя\u0000' }),
      await call('POST', '/app/recent-links', { link: '/class_list/\u0000', objectName: 'Имя' }),
      await call('POST', '/app/tags', { name: 'тег\u0000' }),
    ];
    for (const res of refused) expect(res).toEqual({ status: 400, body: { error: NUL_MESSAGE } });
    const data = await callData(server, ivan, 'set_data', { data: [{ op: 'new', class: META_CLASS.Class, name: 'Класс\u0000' }] });
    expect(data.status).toBe(400);
    expect(data.body.error).toBe(NUL_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });
});
