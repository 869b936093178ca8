import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer, addTestUser, callApi, type TestUser } from './testServer';
import { seedRoles } from '../../collab-server/admin/roles/roleSeed';
import { osaRoleSchema, roleSchema, rolesResultSchema, userRolesAdminSchema } from '../../realtime/protocol/admin/roles';

describe('roles', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  let olga: TestUser;

  const addUser = (login: string, name?: string) => addTestUser(server, login, name, []);

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addUser('ivan', 'Иван');
    olga = await addUser('olga', 'Ольга');
  });
  afterAll(async () => server?.stop());

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const snapshot = async () => ({
    roles: await server.ctx.db.selectFrom('roles').selectAll().orderBy('code').execute(),
    userRoles: await server.ctx.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role_id').execute(),
    osaRoles: await server.ctx.db.selectFrom('osa_roles').selectAll().orderBy('id').execute(),
    members: await server.ctx.db.selectFrom('osa_role_users').selectAll().orderBy('osa_role_id').orderBy('user_id').execute(),
  });

  it('has the spec roles from the first start, seeded only once', async () => {
    const res = await call('GET', '/roles', ivan.token);
    expect(res.status).toBe(200);
    const roles = rolesResultSchema.parse(res.body);
    expect(roles.map((r) => r.code).sort()).toEqual(
      ['document_content_editor', 'document_editor', 'edu.admin', 'edu.assistant', 'edu.author', 'edu.course_creator', 'edu.customer', 'edu.editor', 'edu.student', 'edu.teacher', 'editor', 'reader'].sort(),
    );
    expect(roles.find((r) => r.code === 'editor')).toMatchObject({ name: 'Редактор', is_global: true, not_active: false, subject_area: null });
    expect(roles.find((r) => r.code === 'reader')).toMatchObject({ name: 'Читатель', is_global: true });
    expect(roles.find((r) => r.code === 'edu.teacher')?.name).toBe('Преподаватель');
    expect(await seedRoles(server.ctx.db)).toBe(false);
    expect((await snapshot()).roles).toHaveLength(12);
  });

  it('refuses role changes without sign-in, from non-admins and with bad input, writing nothing', async () => {
    const before = await snapshot();
    const valid = { code: 'onto.reviewer', name: 'Рецензент' };
    expect((await call('GET', '/roles')).status).toBe(401);
    expect((await call('POST', '/roles', undefined, valid)).status).toBe(401);
    expect((await call('POST', '/roles', ivan.token, valid)).status).toBe(403);
    const wrongType = await call('POST', '/roles', admin, { code: 'x', name: 'X', is_global: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toMatch(/is_global/);
    expect((await call('POST', '/roles', admin, { code: 'Bad Code', name: 'X' })).status).toBe(400);
    const taken = await call('POST', '/roles', admin, { code: 'editor', name: 'Ещё редактор' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/editor/);
    const editor = before.roles.find((r) => r.code === 'editor');
    expect((await call('PATCH', `/roles/${editor?.id}`, ivan.token, { name: 'X' })).status).toBe(403);
    expect((await call('PATCH', `/roles/${editor?.id}`, admin, {})).status).toBe(400);
    expect((await call('PATCH', `/roles/${editor?.id}`, admin, { code: 'reader' })).status).toBe(409);
    expect((await call('PATCH', '/roles/not-an-id', admin, { name: 'X' })).status).toBe(400);
    expect((await call('PATCH', `/roles/${randomUUID()}`, admin, { name: 'X' })).status).toBe(404);
    expect((await call('DELETE', `/roles/${editor?.id}`, ivan.token)).status).toBe(403);
    expect((await call('DELETE', `/roles/${randomUUID()}`, admin)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets an admin create, change, deactivate and delete a role; inactive roles are hidden', async () => {
    const created = await call('POST', '/roles', admin, { code: 'onto.reviewer', name: 'Рецензент', is_multi: true });
    expect(created.status).toBe(200);
    const role = roleSchema.parse(created.body);
    expect(role).toMatchObject({ code: 'onto.reviewer', name: 'Рецензент', is_global: false, is_multi: true, not_active: false });

    const changed = await call('PATCH', `/roles/${role.id}`, admin, { name: 'Рецензент онтологии', not_active: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: role.id, name: 'Рецензент онтологии', not_active: true });

    const active = rolesResultSchema.parse((await call('GET', '/roles', ivan.token)).body);
    expect(active.some((r) => r.id === role.id)).toBe(false);
    expect((await call('GET', '/roles?all=true', ivan.token)).status).toBe(403);
    const all = rolesResultSchema.parse((await call('GET', '/roles?all=true', admin)).body);
    expect(all.find((r) => r.id === role.id)?.not_active).toBe(true);

    expect(await call('DELETE', `/roles/${role.id}`, admin)).toEqual({ status: 200, body: { deleted: role.id } });
    expect(await server.ctx.db.selectFrom('roles').select('id').where('id', '=', role.id).execute()).toEqual([]);
  });

  it('gives users roles (admins) and tells each user their own', async () => {
    const roles = rolesResultSchema.parse((await call('GET', '/roles', admin)).body);
    const id = (code: string) => roles.find((r) => r.code === code)?.id as string;

    expect(await call('GET', '/roles/user', ivan.token)).toEqual({ status: 200, body: { name: 'Иван', userRoles: [] } });
    expect((await call('GET', '/roles/user')).status).toBe(401);

    const before = await snapshot();
    expect((await call('PUT', `/roles/user/${ivan.id}`, ivan.token, { roleIds: [id('editor')] })).status).toBe(403);
    expect((await call('PUT', `/roles/user/${ivan.id}`, admin, { roleIds: [id('editor'), randomUUID()] })).status).toBe(400);
    expect((await call('PUT', `/roles/user/${ivan.id}`, admin, { roleIds: 'editor' })).status).toBe(400);
    expect((await call('PUT', `/roles/user/${randomUUID()}`, admin, { roleIds: [] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    const set = await call('PUT', `/roles/user/${ivan.id}`, admin, { roleIds: [id('editor'), id('edu.teacher'), id('editor')] });
    expect(set.status).toBe(200);
    expect(userRolesAdminSchema.parse(set.body)).toMatchObject({ userId: ivan.id, name: 'Иван', userRoles: ['editor', 'edu.teacher'] });
    expect(await call('GET', '/roles/user', ivan.token)).toEqual({ status: 200, body: { name: 'Иван', userRoles: ['editor', 'edu.teacher'] } });
    expect((await call('GET', `/roles/user/${ivan.id}`, admin)).body.userRoles).toEqual(['editor', 'edu.teacher']);
    expect((await call('GET', `/roles/user/${ivan.id}`, olga.token)).status).toBe(403);

    const replaced = await call('PUT', `/roles/user/${ivan.id}`, admin, { roleIds: [id('reader')] });
    expect(replaced.body.userRoles).toEqual(['reader']);
  });

  it('manages osa roles (groups of users): admins only, unknown members refused', async () => {
    const before = await snapshot();
    expect((await call('GET', '/roles/osa', ivan.token)).status).toBe(403);
    expect((await call('POST', '/roles/osa', ivan.token, { name: 'Группа' })).status).toBe(403);
    expect((await call('POST', '/roles/osa', undefined, { name: 'Группа' })).status).toBe(401);
    const unknown = await call('POST', '/roles/osa', admin, { name: 'Группа', userIds: [ivan.id, randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Неизвестные пользователи/);
    expect((await call('POST', '/roles/osa', admin, { name: '' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);

    const created = osaRoleSchema.parse((await call('POST', '/roles/osa', admin, { name: 'Методисты', userIds: [ivan.id] })).body);
    expect(created).toMatchObject({ name: 'Методисты', userIds: [ivan.id] });
    const renamed = await call('PATCH', `/roles/osa/${created.id}`, admin, { name: 'Методисты кафедры', userIds: [olga.id, ivan.id] });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Методисты кафедры');
    expect([...renamed.body.userIds].sort()).toEqual([ivan.id, olga.id].sort());
    expect((await call('PATCH', `/roles/osa/${created.id}`, admin, { userIds: [randomUUID()] })).status).toBe(400);
    expect((await call('PATCH', `/roles/osa/${randomUUID()}`, admin, { name: 'X' })).status).toBe(404);

    const list = await call('GET', '/roles/osa', admin);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].userIds).toHaveLength(2);

    expect(await call('DELETE', `/roles/osa/${created.id}`, admin)).toEqual({ status: 200, body: { deleted: created.id } });
    expect((await snapshot()).members).toEqual([]);
  });
});
