import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { manualSchema, manualsResultSchema, type Manual } from '../../realtime/protocol/shell/manuals';

describe('user manuals', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  let classes: Manual;
  let props: Manual;
  let general: Manual;

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const snapshot = () => server.ctx.db.selectFrom('manuals').selectAll().orderBy('id').execute();
  const names = (list: Manual[]) => list.map((m) => m.name);
  const get = async (query: string, token?: string) => {
    const res = await call('GET', `/app/manuals${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return manualsResultSchema.parse(res.body);
  };
  const create = async (body: unknown): Promise<Manual> => {
    const res = await call('POST', '/app/manuals', admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return manualSchema.parse(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван');
  });
  afterAll(async () => server?.stop());

  it('lets an administrator create manuals with a link or a document', async () => {
    classes = await create({ name: 'Классы', description: 'Как вести классы', link: 'https://help.example.org/classes', routes: ['class_list', '/class_list/:term_id'] });
    expect(classes).toEqual({ id: classes.id, name: 'Классы', description: 'Как вести классы', link: 'https://help.example.org/classes', documentId: null, routes: ['class_list', '/class_list/:term_id'] });
    const doc = randomUUID();
    props = await create({ name: 'Свойства', documentId: doc, routes: ['props_list'] });
    expect(props).toMatchObject({ description: '', link: null, documentId: doc });
    general = await create({ name: 'Общее', link: 'https://help.example.org/', routes: ['home', 'class_list'] });
  });

  it('finds the manuals of a route by name or path pattern; all without either; for the public user too', async () => {
    expect(names(await get('?route=class_list', ivan.token))).toEqual(['Классы', 'Общее']);
    expect(names(await get('?path=%2Fclass_list%2F%3Aterm_id', ivan.token))).toEqual(['Классы']);
    expect(names(await get('?route=props_list&path=%2Fclass_list%2F%3Aterm_id', ivan.token))).toEqual(['Классы', 'Свойства']);
    expect(names(await get('?route=fca', ivan.token))).toEqual([]);
    expect(names(await get('', ivan.token))).toEqual(['Классы', 'Общее', 'Свойства']);
    // no token: the public user
    expect(names(await get('?route=home'))).toEqual(['Общее']);
    expect((await call('GET', '/app/manuals', 'not-a-valid-token')).status).toBe(401);
    expect((await call('GET', '/app/manuals?lang=ru', ivan.token)).status).toBe(400);
  });

  it('refuses changes from non-administrators, without sign-in and with bad input, writing nothing', async () => {
    const before = await snapshot();
    const valid = { name: 'Ещё', link: 'https://help.example.org/x', routes: ['home'] };
    expect((await call('POST', '/app/manuals', ivan.token, valid)).status).toBe(403);
    expect((await call('POST', '/app/manuals', undefined, valid)).status).toBe(401);
    expect((await call('PATCH', `/app/manuals/${classes.id}`, ivan.token, { name: 'X' })).status).toBe(403);
    expect((await call('DELETE', `/app/manuals/${classes.id}`, ivan.token)).status).toBe(403);
    expect((await call('DELETE', `/app/manuals/${classes.id}`)).status).toBe(401);
    const bad: unknown[] = [
      { name: 'Без ссылки', routes: ['home'] },
      { name: 'Без маршрутов', link: 'https://help.example.org/', routes: [] },
      { name: 'Плохая ссылка', link: 'not a url', routes: ['home'] },
      // only web links: the browser opens it
      { name: 'Скрипт', link: 'javascript:alert(1)', routes: ['home'] },
      { name: 'Данные', link: 'data:text/html,<script>alert(1)</script>', routes: ['home'] },
      { name: 'Файл', link: 'file:///etc/passwd', routes: ['home'] },
      { name: '', link: 'https://help.example.org/', routes: ['home'] },
      { name: 'X', documentId: 'doc-1', routes: ['home'] },
      { ...valid, extra: true },
    ];
    for (const body of bad) {
      const res = await call('POST', '/app/manuals', admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await call('PATCH', `/app/manuals/${classes.id}`, admin, {})).status).toBe(400);
    const script = await call('PATCH', `/app/manuals/${classes.id}`, admin, { link: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.body.error).toMatch(/link: an http or https link/);
    // the change would leave it with neither a link nor a document
    const neither = await call('PATCH', `/app/manuals/${classes.id}`, admin, { link: null });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toMatch(/link or a document/);
    expect((await call('PATCH', `/app/manuals/${randomUUID()}`, admin, { name: 'X' })).status).toBe(404);
    expect((await call('DELETE', `/app/manuals/${randomUUID()}`, admin)).status).toBe(404);
    expect((await call('DELETE', '/app/manuals/42', admin)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('lets an administrator change and delete a manual', async () => {
    const doc = randomUUID();
    const res = await call('PATCH', `/app/manuals/${classes.id}`, admin, { link: null, documentId: doc, routes: ['class_tree'] });
    expect(res.status).toBe(200);
    expect(manualSchema.parse(res.body)).toEqual({ ...classes, link: null, documentId: doc, routes: ['class_tree'] });
    expect(names(await get('?route=class_list', ivan.token))).toEqual(['Общее']);
    expect(names(await get('?route=class_tree', ivan.token))).toEqual(['Классы']);
    expect(await call('DELETE', `/app/manuals/${general.id}`, admin)).toEqual({ status: 200, body: { deleted: general.id } });
    expect(names(await get('', ivan.token))).toEqual(['Классы', 'Свойства']);
    expect(props.routes).toEqual(['props_list']);
  });
});
