import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { callApi, startTestServer, type TestServer } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

describe('ontology documentation and its public page', () => {
  let server: TestServer;
  let admin: Auth & { token: string };
  const map = uuid();
  const other = uuid();
  const Org = uuid();
  const Dept = uuid();
  const Outside = uuid();
  const partOf = uuid();
  const budget = uuid();
  const sales = uuid();

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = (await signInAdmin(server)) as Auth & { token: string };
    await setOk(server, admin, [
      { op: 'new', class: META_CLASS.OntologyMap, inst: map, name: 'Оргструктура' },
      { op: 'add', inst: map, prop: META_PROP.comment, val: { lang: 'ru', text: 'Структура организации' } },
      { op: 'new', class: META_CLASS.OntologyMap, inst: other, name: 'Черновик' },
      ...newClass(Org, 'Организация'),
      ...newClass(Dept, 'Подразделение', [Org]),
      ...newClass(Outside, 'Вне карты', [Dept]),
      ...newObjectProperty(partOf, 'входит в', { range: Org, domain: [Dept], max: 1 }),
      ...newDataProperty(budget, 'бюджет', { type: 'float', domain: [Dept], min: 0, max: -1 }),
      ...[Org, Dept, partOf, budget].map((id) => ({ op: 'add', inst: id, prop: META_PROP.inMap, val: map })),
      { op: 'add', inst: Dept, prop: META_PROP.label, val: { lang: 'en', text: 'Department' } },
      { op: 'add', inst: Dept, prop: META_PROP.comment, val: { lang: 'ru', text: 'Часть организации' } },
      { op: 'new', class: Dept, inst: sales, name: 'Отдел продаж' },
    ]);
  });
  afterAll(async () => server?.stop());

  it('documents the map: classes with parents, subclasses, properties and individuals; property sections', async () => {
    const res = await callApi(server, 'GET', `/ontologyDoc/${map}`, admin.token);
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.map).toMatchObject({ name: 'Оргструктура', comments: { ru: 'Структура организации' }, isPublic: false });
    expect(doc.counts).toEqual({ classes: 2, objectProperties: 1, dataProperties: 1, individuals: 1 });
    expect(doc.classes.map((c: { name: string }) => c.name)).toEqual(['Организация', 'Подразделение']);
    const dept = doc.classes[1];
    expect(dept).toMatchObject({ labels: { en: 'Department' }, comments: { ru: 'Часть организации' }, parents: [{ id: Org, name: 'Организация' }], subclasses: [{ id: Outside, name: 'Вне карты' }] });
    expect(dept.individuals).toEqual([{ id: sales, name: 'Отдел продаж' }]);
    expect(dept.properties.map((p: { name: string; kind: string }) => `${p.name}:${p.kind}`)).toEqual(['бюджет:data', 'входит в:object']);
    expect(doc.objectProperties[0]).toMatchObject({ range: { id: Org, name: 'Организация' }, max: 1, domain: [{ id: Dept, name: 'Подразделение' }] });
    expect(doc.dataProperties[0]).toMatchObject({ type: 'float', min: 0, max: -1 });
    expect((await callApi(server, 'GET', `/ontologyDoc/${Org}`, admin.token)).status).toBe(404);
    expect((await callApi(server, 'GET', `/ontologyDoc/${map}`)).status).toBe(401);
  });

  it('serves the public page only while the map is public, the same 404 for unknown maps', async () => {
    const visitor = (id: string) => callApi(server, 'GET', `/public/ontology-doc/${id}`);
    const hidden = await visitor(map);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('Оргструктура');
    const unknown = await visitor(uuid());
    expect(unknown.body).toEqual(hidden.body);
    await setOk(server, admin, [{ op: 'upd', inst: map, prop: META_PROP.isPublic, val: true }]);
    const shown = await visitor(map);
    expect(shown.status).toBe(200);
    expect(shown.body.map).toMatchObject({ name: 'Оргструктура', isPublic: true });
    expect(shown.body.classes).toHaveLength(2);
    expect((await visitor(other)).status).toBe(404);
    // the public user cannot publish or unpublish
    const res = await callApi(server, 'POST', '/data', undefined, { act: 'set_data', payload: { data: [{ op: 'upd', inst: map, prop: META_PROP.isPublic, val: false }] } });
    expect(res.status).toBe(403);
    await setOk(server, admin, [{ op: 'upd', inst: map, prop: META_PROP.isPublic, val: false }]);
    expect((await visitor(map)).status).toBe(404);
    expect((await visitor('nope')).status).toBe(400);
  });
});
