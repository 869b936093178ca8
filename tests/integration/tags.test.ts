import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { tagSchema, tagsResultSchema, type Tag } from '../../realtime/protocol/profile/tags';
import { canSeeTag, type TagViewer } from '../../model/tagVisibility';

describe('tags', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let ivan: TestUser;
  let olga: TestUser;
  let petr: TestUser;
  const role: Record<'editor' | 'reader' | 'retired', string> = { editor: '', reader: '', retired: '' };

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const snapshot = async () => ({
    tags: await server.ctx.db.selectFrom('tags').selectAll().orderBy('id').execute(),
    tagRoles: await server.ctx.db.selectFrom('tag_roles').selectAll().orderBy('tag_id').orderBy('role_id').execute(),
  });
  const create = async (token: string, body: unknown): Promise<Tag> => {
    const res = await call('POST', '/app/tags', token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return tagSchema.parse(res.body);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    ivan = await addTestUser(server, 'ivan', 'Иван', []);
    olga = await addTestUser(server, 'olga', 'Ольга', []);
    petr = await addTestUser(server, 'petr', 'Пётр', []);
    const roles = await server.ctx.db.selectFrom('roles').select(['id', 'code']).execute();
    role.editor = roles.find((r) => r.code === 'editor')?.id as string;
    role.reader = roles.find((r) => r.code === 'reader')?.id as string;
    const retired = await call('POST', '/roles', admin, { code: 'onto.retired', name: 'Бывшая роль', not_active: true });
    role.retired = retired.body.id;
    // olga holds editor and an inactive role; petr holds reader
    expect((await call('PUT', `/roles/user/${olga.id}`, admin, { roleIds: [role.editor, role.retired] })).status).toBe(200);
    expect((await call('PUT', `/roles/user/${petr.id}`, admin, { roleIds: [role.reader] })).status).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('creates a tag authored by the caller, with defaults, and lists it', async () => {
    const tag = await create(ivan.token, { name: '  Важное  ' });
    expect(tag).toEqual({ id: tag.id, name: 'Важное', color: '#3f6d62', author: ivan.id, authorName: 'Иван', roles: [], shared: false });
    const shared = await create(ivan.token, { name: 'Для редакторов', color: '#ff0000', roles: [role.editor, role.editor], shared: true });
    expect(shared).toMatchObject({ roles: [role.editor], shared: true, color: '#ff0000' });
    const mine = tagsResultSchema.parse((await call('GET', '/app/tags', ivan.token)).body);
    expect(mine.map((t) => t.name)).toEqual(['Важное', 'Для редакторов']);
  });

  it('refuses bad input and calls without sign-in, writing nothing', async () => {
    const before = await snapshot();
    expect((await call('GET', '/app/tags')).status).toBe(401);
    expect((await call('POST', '/app/tags', undefined, { name: 'X' })).status).toBe(401);
    const cases: unknown[] = [
      { name: '' },
      { name: '   ' },
      { name: 'X', color: 'red' },
      { name: 'X', roles: ['editor'] },
      { name: 'X', shared: 'yes' },
      { name: 'X', author: olga.id },
      'X',
    ];
    for (const body of cases) {
      const res = await call('POST', '/app/tags', ivan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const unknownRole = randomUUID();
    const res = await call('POST', '/app/tags', ivan.token, { name: 'X', roles: [role.editor, unknownRole] });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(unknownRole);
    expect(await snapshot()).toEqual(before);
  });

  it('lets only the author or an administrator change or delete a tag', async () => {
    const tag = await create(ivan.token, { name: 'Черновик', color: '#123456', roles: [role.editor], shared: true });
    const before = await snapshot();
    // olga sees it through her role but may not change it
    expect((await call('PATCH', `/app/tags/${tag.id}`, olga.token, { name: 'Моё' })).status).toBe(403);
    expect((await call('DELETE', `/app/tags/${tag.id}`, olga.token)).status).toBe(403);
    expect((await call('PATCH', `/app/tags/${tag.id}`, undefined, { name: 'Моё' })).status).toBe(401);
    expect((await call('DELETE', `/app/tags/${tag.id}`)).status).toBe(401);
    expect((await call('PATCH', `/app/tags/${randomUUID()}`, ivan.token, { name: 'Нет' })).status).toBe(404);
    expect((await call('DELETE', `/app/tags/${randomUUID()}`, ivan.token)).status).toBe(404);
    expect((await call('PATCH', '/app/tags/not-an-id', ivan.token, { name: 'Нет' })).status).toBe(400);
    expect((await call('PATCH', `/app/tags/${tag.id}`, ivan.token, {})).status).toBe(400);
    expect((await call('PATCH', `/app/tags/${tag.id}`, ivan.token, { color: '#12' })).status).toBe(400);
    expect((await call('PATCH', `/app/tags/${tag.id}`, ivan.token, { roles: [randomUUID()] })).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    // a rename keeps colour, roles and sharing
    const renamed = await call('PATCH', `/app/tags/${tag.id}`, ivan.token, { name: 'Чистовик' });
    expect(renamed.status).toBe(200);
    expect(tagSchema.parse(renamed.body)).toEqual({ ...tag, name: 'Чистовик' });
    const byAdmin = await call('PATCH', `/app/tags/${tag.id}`, admin, { roles: [role.reader], shared: false });
    expect(byAdmin.body).toMatchObject({ name: 'Чистовик', color: '#123456', roles: [role.reader], shared: false, author: ivan.id });

    expect(await call('DELETE', `/app/tags/${tag.id}`, admin)).toEqual({ status: 200, body: { deleted: tag.id } });
    const own = await create(olga.token, { name: 'Свой' });
    expect(await call('DELETE', `/app/tags/${own.id}`, olga.token)).toEqual({ status: 200, body: { deleted: own.id } });
    expect(await server.ctx.db.selectFrom('tag_roles').selectAll().where('tag_id', 'in', [tag.id, own.id]).execute()).toEqual([]);
  });

  it('lists exactly the tags canSeeTag allows, for every viewer', async () => {
    await server.ctx.db.deleteFrom('tags').execute();
    const combos: Array<{ shared: boolean; roles: string[] }> = [
      { shared: false, roles: [] },
      { shared: false, roles: [role.editor] },
      { shared: true, roles: [] },
      { shared: true, roles: [role.editor] },
      { shared: true, roles: [role.reader] },
      { shared: true, roles: [role.reader, role.editor] },
      { shared: true, roles: [role.retired] },
    ];
    const authors: Array<[TestUser | { id: string; token: string }, string]> = [[ivan, 'ivan'], [olga, 'olga']];
    for (const [author, login] of authors) {
      for (const [i, combo] of combos.entries()) await create(author.token, { name: `${login}-${i}`, ...combo });
    }
    const all = tagsResultSchema.parse((await call('GET', '/app/tags', admin)).body);
    expect(all).toHaveLength(combos.length * authors.length);

    const viewers: Array<[string, string, TagViewer]> = [
      ['ivan (no roles)', ivan.token, { userId: ivan.id, isAdmin: false, roleIds: [] }],
      // the inactive role olga holds does not count
      ['olga (editor)', olga.token, { userId: olga.id, isAdmin: false, roleIds: [role.editor] }],
      ['petr (reader)', petr.token, { userId: petr.id, isAdmin: false, roleIds: [role.reader] }],
      ['admin', admin, { userId: adminId, isAdmin: true, roleIds: [] }],
    ];
    for (const [name, token, viewer] of viewers) {
      const seen = tagsResultSchema.parse((await call('GET', '/app/tags', token)).body);
      const expected = all.filter((t) => canSeeTag(t, viewer));
      expect(seen.map((t) => t.name), name).toEqual(expected.map((t) => t.name));
    }
  });

  it('deletes the tags of a deleted user', async () => {
    const gone = await addTestUser(server, 'gone', 'Уходящий', []);
    await create(gone.token, { name: 'Уйдёт', roles: [role.editor], shared: true });
    await server.ctx.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await server.ctx.db.selectFrom('tags').select('id').where('author', '=', gone.id).execute()).toEqual([]);
  });
});
