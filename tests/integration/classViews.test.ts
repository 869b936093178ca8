import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { classViewSchema, classViewsResultSchema, type ClassView } from '../../realtime/protocol/admin/views';
import { DEMO_CLASS, DEMO_INSTANCE, DEMO_PROP } from '../../collab-server/ontology/demoOntology';

describe('class views', () => {
  let server: TestServer;
  let admin: string;
  let olga: TestUser;
  let petr: TestUser;
  let editor: string;
  let reader: string;
  let retired: string;
  let employees: ClassView;
  let managers: ClassView;

  const call = (method: string, path: string, token?: string, body?: unknown) => callApi(server, method, path, token, body);
  const snapshot = async () => ({
    views: await server.ctx.db.selectFrom('class_views').selectAll().orderBy('id').execute(),
    roles: await server.ctx.db.selectFrom('class_view_roles').selectAll().orderBy('view_id').orderBy('role_id').execute(),
  });
  const create = async (body: unknown): Promise<ClassView> => {
    const res = await call('POST', '/views', admin, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return classViewSchema.parse(res.body);
  };
  const listed = async (query: string, token: string): Promise<string[]> => {
    const res = await call('GET', `/views${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return classViewsResultSchema.parse(res.body).map((v) => v.name);
  };

  beforeAll(async () => {
    server = await startTestServer({ DEMO_DATA: 'on' });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    olga = await addTestUser(server, 'olga', 'Ольга', []);
    petr = await addTestUser(server, 'petr', 'Пётр', []);
    const roles = await server.ctx.db.selectFrom('roles').select(['id', 'code']).execute();
    editor = roles.find((r) => r.code === 'editor')?.id as string;
    reader = roles.find((r) => r.code === 'reader')?.id as string;
    retired = (await call('POST', '/roles', admin, { code: 'onto.retired', name: 'Бывшая', not_active: true })).body.id;
    await call('PUT', `/roles/user/${olga.id}`, admin, { roleIds: [editor, retired] });
  });
  afterAll(async () => server?.stop());

  it('lets an administrator create views of existing classes with existing properties', async () => {
    employees = await create({
      name: 'Сотрудники кратко',
      classId: DEMO_CLASS.Employee,
      roleIds: [editor],
      fields: ['name', DEMO_PROP.fullName, DEMO_PROP.worksIn, 'date_create'],
      sort: { prop: DEMO_PROP.experience, dir: 'desc' },
    });
    expect(employees).toEqual({
      id: employees.id,
      name: 'Сотрудники кратко',
      classId: DEMO_CLASS.Employee,
      className: 'Сотрудник',
      roleIds: [editor],
      fields: ['name', DEMO_PROP.fullName, DEMO_PROP.worksIn, 'date_create'],
      sort: { prop: DEMO_PROP.experience, dir: 'desc' },
    });
    managers = await create({ name: 'Руководители', classId: DEMO_CLASS.Manager, roleIds: [reader, retired], fields: ['id', 'name'] });
    expect(managers).toMatchObject({ className: 'Руководитель', sort: null, roleIds: [reader, retired].sort() });
  });

  it('offers views only to holders of an active role of theirs, administrators too; all=true gives administrators every view', async () => {
    expect(await listed('', olga.token)).toEqual(['Сотрудники кратко']);
    expect(await listed(`?class=${DEMO_CLASS.Employee}`, olga.token)).toEqual(['Сотрудники кратко']);
    // olga's only link to "Руководители" is an inactive role
    expect(await listed(`?class=${DEMO_CLASS.Manager}`, olga.token)).toEqual([]);
    expect(await listed('', petr.token)).toEqual([]);
    await call('PUT', `/roles/user/${petr.id}`, admin, { roleIds: [reader] });
    expect(await listed('', petr.token)).toEqual(['Руководители']);
    // an administrator is offered what their roles offer (none yet), as their users are
    expect(await listed('', admin)).toEqual([]);
    const adminId = (await server.ctx.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await call('PUT', `/roles/user/${adminId}`, admin, { roleIds: [editor] })).status).toBe(200);
    expect(await listed('', admin)).toEqual(['Сотрудники кратко']);
    expect(await listed('?all=false', admin)).toEqual(['Сотрудники кратко']);
    expect(await listed(`?class=${DEMO_CLASS.Manager}`, admin)).toEqual([]);
    expect(await listed('?all=true', admin)).toEqual(['Руководители', 'Сотрудники кратко']);
    expect(await listed(`?all=true&class=${DEMO_CLASS.Employee}`, admin)).toEqual(['Сотрудники кратко']);
    expect((await call('GET', '/views?all=true', olga.token)).status).toBe(403);
    expect((await call('GET', '/views')).status).toBe(401);
    expect((await call('GET', '/views?class=Employee', olga.token)).status).toBe(400);
  });

  it('refuses bad input, non-administrators and calls without sign-in, writing nothing', async () => {
    const before = await snapshot();
    const valid = { name: 'Ещё', classId: DEMO_CLASS.Employee, fields: ['name'] };
    expect((await call('POST', '/views', olga.token, valid)).status).toBe(403);
    expect((await call('POST', '/views', undefined, valid)).status).toBe(401);
    expect((await call('PATCH', `/views/${employees.id}`, olga.token, { name: 'X' })).status).toBe(403);
    expect((await call('PATCH', `/views/${employees.id}`, undefined, { name: 'X' })).status).toBe(401);
    expect((await call('DELETE', `/views/${employees.id}`, olga.token)).status).toBe(403);

    // an individual, a property and an unknown id are not classes
    for (const classId of [DEMO_INSTANCE.ivanov, DEMO_PROP.fullName, randomUUID()]) {
      const res = await call('POST', '/views', admin, { ...valid, classId });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Класс не найден');
    }
    const missing = randomUUID();
    const badField = await call('POST', '/views', admin, { ...valid, fields: ['name', DEMO_CLASS.Person, missing] });
    expect(badField.status).toBe(400);
    expect(badField.body.error).toContain(DEMO_CLASS.Person);
    expect(badField.body.error).toContain(missing);
    const badSort = await call('POST', '/views', admin, { ...valid, sort: { prop: DEMO_INSTANCE.ivanov, dir: 'asc' } });
    expect(badSort.body.error).toContain(DEMO_INSTANCE.ivanov);
    const shapes: unknown[] = [
      { ...valid, fields: [] },
      { ...valid, fields: ['nickname'] },
      { ...valid, name: '' },
      { ...valid, roleIds: [randomUUID()] },
      { ...valid, sort: { prop: 'name', dir: 'up' } },
      { ...valid, sort: { prop: 'name', dir: 'asc', nulls: 'first' } },
      { ...valid, className: 'X' },
    ];
    for (const body of shapes) expect((await call('POST', '/views', admin, body)).status, JSON.stringify(body)).toBe(400);
    expect((await call('PATCH', `/views/${employees.id}`, admin, {})).status).toBe(400);
    expect((await call('PATCH', `/views/${employees.id}`, admin, { classId: DEMO_CLASS.Person })).status).toBe(400);
    expect((await call('PATCH', `/views/${employees.id}`, admin, { fields: [missing] })).status).toBe(400);
    expect((await call('PATCH', `/views/${employees.id}`, admin, { roleIds: [missing] })).status).toBe(400);
    expect((await call('PATCH', `/views/${randomUUID()}`, admin, { name: 'X' })).status).toBe(404);
    expect((await call('DELETE', `/views/${randomUUID()}`, admin)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets an administrator change and delete a view; deleting its class deletes it', async () => {
    const res = await call('PATCH', `/views/${employees.id}`, admin, { name: 'Сотрудники', roleIds: [reader], sort: null, fields: [DEMO_PROP.salary] });
    expect(res.status).toBe(200);
    expect(classViewSchema.parse(res.body)).toEqual({ ...employees, name: 'Сотрудники', roleIds: [reader], sort: null, fields: [DEMO_PROP.salary] });
    expect(await listed('', olga.token)).toEqual([]);
    expect(await listed('', petr.token)).toEqual(['Руководители', 'Сотрудники']);
    expect(await call('DELETE', `/views/${employees.id}`, admin)).toEqual({ status: 200, body: { deleted: employees.id } });
    expect(await server.ctx.db.selectFrom('class_view_roles').selectAll().where('view_id', '=', employees.id).execute()).toEqual([]);

    await server.ctx.db.deleteFrom('instances').where('id', '=', DEMO_CLASS.Manager).execute();
    expect(await listed('?all=true', admin)).toEqual([]);
  });
});
