import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer } from './testServer';
import { setOk } from './setDataTestKit';

// What a new account may do from its first sign-in: the roles an administrator chose for new users
// (by default: reader), or those given when creating it, and editor rights on chosen maps.
describe('starting rights of new users', () => {
  let server: TestServer;
  let admin: string;
  let roleId: (code: string) => Promise<string>;
  const rolesOf = async (userId: string) =>
    (await server.ctx.db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.code').where('user_id', '=', userId).orderBy('roles.code').execute()).map((r) => r.code);
  const create = (login: string, extra: Record<string, unknown> = {}) => callApi(server, 'POST', '/users', admin, { login, name: login, password: `${login}-password`, ...extra });
  const counts = async () => ({
    users: (await server.ctx.db.selectFrom('users').select('id').execute()).length,
    roles: (await server.ctx.db.selectFrom('user_roles').select('user_id').execute()).length,
    assignments: (await server.ctx.db.selectFrom('assignments').select('id').execute()).length,
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    roleId = async (code) => (await server.ctx.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.stop());

  it('a new user reads by default: the reader role, no rights to change anything', async () => {
    expect((await callApi(server, 'GET', '/users/new-user-roles', admin)).body).toEqual({ roleIds: [await roleId('reader')] });
    const res = await create('newbie');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rolesOf(res.body.id)).toEqual(['reader']);
    const { token } = await server.signIn('newbie', 'newbie-password');
    expect((await callApi(server, 'GET', '/ontology/rights', token)).body).toMatchObject({ all: false, maps: [] });
  });

  it('an administrator chooses the roles new users start with; only administrators', async () => {
    const editor = await roleId('editor');
    const set = await callApi(server, 'PUT', '/users/new-user-roles', admin, { roleIds: [editor] });
    expect(set.body).toEqual({ roleIds: [editor] });
    const res = await create('trusted');
    expect(await rolesOf(res.body.id)).toEqual(['editor']);
    const plain = await addTestUser(server, 'plain-user', 'Обычный', []);
    expect((await callApi(server, 'PUT', '/users/new-user-roles', plain.token, { roleIds: [] })).status).toBe(403);
    expect((await callApi(server, 'GET', '/users/new-user-roles', plain.token)).status).toBe(403);
    const bad = await callApi(server, 'PUT', '/users/new-user-roles', admin, { roleIds: [randomUUID()] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Неизвестные или отключённые роли');
    expect((await callApi(server, 'PUT', '/users/new-user-roles', admin, { roleIds: 'editor' })).status).toBe(400);
    await callApi(server, 'PUT', '/users/new-user-roles', admin, { roleIds: [await roleId('reader')] });
  });

  it('roles and maps given when creating a user win, all in one transaction', async () => {
    const map = randomUUID();
    await setOk(server, { token: admin }, [{ op: 'new', class: META_CLASS.OntologyMap, inst: map, name: 'Карта кадров' }]);
    const res = await create('mapper', { roleIds: [], editorMapIds: [map] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await rolesOf(res.body.id)).toEqual([]);
    const { token } = await server.signIn('mapper', 'mapper-password');
    expect((await callApi(server, 'GET', '/ontology/rights', token)).body).toEqual({ all: false, maps: [{ id: map, name: 'Карта кадров' }], reason: null });

    const before = await counts();
    const notMap = await create('wrong-map', { editorMapIds: [META_CLASS.Class] });
    expect(notMap.status).toBe(400);
    expect(notMap.body.error).toContain('Это не карты онтологии');
    const unknownRole = await create('wrong-role', { roleIds: [randomUUID()] });
    expect(unknownRole.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
