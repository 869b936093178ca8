import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { DEMO_CLASS, DEMO_MAP } from '../../collab-server/ontology/demoOntology';
import { META_CLASS } from '../../realtime/protocol/metaModel';

// An administrator gives a user rights on chosen ontology maps from the user's «Изменить»
// (GET/PUT /api/users/:id/map-rights): the editor right lets the user change what belongs to the map.
describe('a user\'s rights on ontology maps', () => {
  let server: TestServer;
  let admin: TestUser;
  let vera: TestUser;
  const OTHER_MAP = '0000aa00-0000-4000-8000-000000000001';
  const rights = (as: TestUser, user = vera.id) => callApi(server, 'GET', `/users/${user}/map-rights`, as.token);
  const give = (maps: unknown, as: TestUser = admin, user = vera.id) => callApi(server, 'PUT', `/users/${user}/map-rights`, as.token, { maps });
  const assignmentCount = async () => Number((await server.ctx.db.selectFrom('assignments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const renameDemoClass = (name: string) => callData(server, { token: vera.token }, 'set_data', { data: [{ op: 'upd', inst: DEMO_CLASS.Document, prop: 'name', val: name }] });

  beforeAll(async () => {
    server = await startTestServer({ DEMO_DATA: 'on' });
    admin = await addTestUser(server, 'map-admin', 'Администратор карт', []);
    await server.ctx.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.id).execute();
    vera = await addTestUser(server, 'vera', 'Вера', ['reader']);
    const made = await callData(server, { token: admin.token }, 'set_data', { data: [{ op: 'new', class: META_CLASS.OntologyMap, inst: OTHER_MAP, name: 'pizza' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('starts with none, and a reader changes nothing on the demo map', async () => {
    expect((await rights(admin)).body).toEqual({ maps: [] });
    expect((await renameDemoClass('Бумага')).status).toBe(403);
  });

  it('gives editor on one map and reader on another; the editor then changes what belongs to the map', async () => {
    const res = await give([{ mapId: DEMO_MAP.id, right: 'editor' }, { mapId: OTHER_MAP, right: 'reader' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // by name, Russian first
    expect(res.body).toEqual({ maps: [{ mapId: DEMO_MAP.id, name: DEMO_MAP.ru, right: 'editor' }, { mapId: OTHER_MAP, name: 'pizza', right: 'reader' }] });
    expect((await rights(admin)).body).toEqual(res.body);
    const own = await callApi(server, 'GET', '/ontology/rights', vera.token);
    expect(own.body).toMatchObject({ all: false, maps: [{ id: DEMO_MAP.id, name: DEMO_MAP.ru }], reason: null });
    expect((await renameDemoClass('Бумага')).status).toBe(200);
  });

  it('saving the same rights writes nothing; a map left out is taken back', async () => {
    const before = await assignmentCount();
    await give([{ mapId: DEMO_MAP.id, right: 'editor' }, { mapId: OTHER_MAP, right: 'reader' }]);
    expect(await assignmentCount()).toBe(before);
    const res = await give([{ mapId: OTHER_MAP, right: 'editor' }]);
    expect(res.body).toEqual({ maps: [{ mapId: OTHER_MAP, name: 'pizza', right: 'editor' }] });
    expect(await assignmentCount()).toBe(before - 1);
    expect((await renameDemoClass('Документ')).status).toBe(403);
  });

  it('refuses what is not a map, a map named twice and bad input with a 400, writing nothing', async () => {
    const before = await assignmentCount();
    const notMap = await give([{ mapId: DEMO_CLASS.Document, right: 'editor' }]);
    expect(notMap.status).toBe(400);
    expect(notMap.body.error).toContain(`Это не карты онтологии: ${DEMO_CLASS.Document}`);
    const twice = await give([{ mapId: DEMO_MAP.id, right: 'editor' }, { mapId: DEMO_MAP.id, right: 'reader' }]);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toContain('Карта онтологии указана дважды');
    expect((await give([{ mapId: DEMO_MAP.id, right: 'owner' }])).status).toBe(400);
    expect((await give('all')).status).toBe(400);
    expect(await assignmentCount()).toBe(before);
  });

  it('is for administrators only, and knows no unknown user', async () => {
    expect((await rights(vera)).status).toBe(403);
    expect((await give([{ mapId: DEMO_MAP.id, right: 'editor' }], vera)).status).toBe(403);
    expect((await rights(admin, '0000aa00-0000-4000-8000-0000000000ff')).status).toBe(404);
  });
});
