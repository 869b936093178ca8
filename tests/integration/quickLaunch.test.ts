import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, addTestUser, callApi, callData, startTestServer, type TestServer, type TestUser } from './testServer';
import { quickLaunchResultSchema, type QuickLaunchItem } from '../../realtime/protocol/shell/quickLaunch';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { DEMO_CLASS, DEMO_COMMAND_ID, DEMO_INSTANCE, DEMO_PROP } from '../../collab-server/ontology/demoOntology';

describe('quick launch', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  const rental = randomUUID();
  const rentalDeal = randomUUID();
  const rentalArea = randomUUID();
  const percent = randomUUID();
  const underscore = randomUUID();

  const call = (method: string, path: string, token?: string) => callApi(server, method, path, token);
  const search = async (token: string, q: string, limit?: number): Promise<QuickLaunchItem[]> => {
    const res = await call('GET', `/app/quick-launch?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return quickLaunchResultSchema.parse(res.body);
  };
  const names = (items: QuickLaunchItem[]) => items.map((i) => i.name);
  const setData = async (token: string, data: unknown[]) => {
    const res = await callData(server, { token }, 'set_data', { data });
    expect(res.body.error ?? null, JSON.stringify(res.body)).toBeNull();
  };

  beforeAll(async () => {
    server = await startTestServer({ DEMO_DATA: 'on' });
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван');
    // ivan's own class with a property and an individual, made the way the app makes them
    await setData(ivan.token, [
      { op: 'new', class: META_CLASS.Class, inst: rental, name: 'Договор аренды' },
      { op: 'new', class: META_CLASS.DataProperty, inst: rentalArea, name: 'Площадь аренды' },
      { op: 'upd', inst: rentalArea, prop: META_PROP.type, val: 'float' },
      { op: 'new', class: rental, inst: rentalDeal, name: 'Договор аренды №1' },
      { op: 'new', class: rental, inst: percent, name: 'Скидка 100% по аренде' },
      { op: 'new', class: rental, inst: underscore, name: 'аренда_склад' },
    ]);
    // a plugin is never listed, not even to administrators
    const plugin = randomUUID();
    await server.ctx.db.insertInto('instances').values({ id: plugin, name: 'Договор-плагин', author: ivan.id }).execute();
    await server.ctx.db.insertInto('memberships').values({ class_id: META_CLASS.Plugin, instance_id: plugin }).execute();
  });
  afterAll(async () => server?.stop());

  it('finds every kind for an administrator: exact match first, then prefixes, then by name', async () => {
    const found = await search(admin, 'договор');
    expect(names(found)).toEqual(['Договор', 'Договор аренды', 'Договор аренды №1', 'Договор поставки № Д-2024/07', 'Сторона договора', 'Сумма договора']);
    const byName = Object.fromEntries(found.map((i) => [i.name, i]));
    expect(byName['Договор']).toEqual({ id: DEMO_CLASS.Contract, name: 'Договор', kind: 'class', classId: null, className: null, link: `/class_list/${DEMO_CLASS.Contract}` });
    expect(byName['Договор поставки № Д-2024/07']).toEqual({
      id: DEMO_INSTANCE.contract,
      name: 'Договор поставки № Д-2024/07',
      kind: 'individual',
      classId: DEMO_CLASS.Contract,
      className: 'Договор',
      link: `/examp_list/${DEMO_CLASS.Contract}?inst=${DEMO_INSTANCE.contract}`,
    });
    expect(byName['Сторона договора']).toMatchObject({ kind: 'objectProperty', link: `/props_list/${DEMO_PROP.contractParty}` });
    expect(byName['Договор аренды №1']).toMatchObject({ kind: 'individual', classId: rental, className: 'Договор аренды' });

    expect(await search(admin, 'ИНН')).toEqual([
      { id: DEMO_PROP.taxId, name: 'ИНН', kind: 'dataProperty', classId: null, className: null, link: `/scalar_list/${DEMO_PROP.taxId}` },
    ]);
    expect(await search(admin, 'demo.emp')).toEqual([
      { id: DEMO_COMMAND_ID, name: 'demo.employees', kind: 'command', classId: null, className: null, link: `/settings/commands?id=${DEMO_COMMAND_ID}` },
    ]);
  });

  it('leaves out the built-in meta-model', async () => {
    // the meta-classes and meta-properties are named Class, Object property, Name, Label, …
    expect(await search(admin, 'class')).toEqual([]);
    expect(await search(admin, 'name')).toEqual([]);
    expect(await search(admin, 'property')).toEqual([]);
  });

  it('shows a non-administrator only what they authored, and never commands', async () => {
    expect(names(await search(ivan.token, 'ДОГОВОР'))).toEqual(['Договор аренды', 'Договор аренды №1']);
    expect(names(await search(ivan.token, 'аренд'))).toEqual(['аренда_склад', 'Договор аренды', 'Договор аренды №1', 'Площадь аренды', 'Скидка 100% по аренде']);
    expect((await search(ivan.token, 'площадь'))[0]).toMatchObject({ kind: 'dataProperty', link: `/scalar_list/${rentalArea}` });
    expect(await search(ivan.token, 'Иванов')).toEqual([]);
    expect(await search(ivan.token, 'demo')).toEqual([]);
    const own = await server.ctx.db.selectFrom('instances').select('id').where('id', '=', DEMO_COMMAND_ID).executeTakeFirstOrThrow();
    await server.ctx.db.updateTable('instances').set({ author: ivan.id }).where('id', '=', own.id).execute();
    expect(await search(ivan.token, 'demo')).toEqual([]);
    expect(names(await search(admin, 'demo'))).toEqual(['demo.employees']);
  });

  it('finds ontology maps, graph configurations and ontology texts, each opening its own screen', async () => {
    const map = randomUUID(), graph = randomUUID(), text = randomUUID();
    await setData(ivan.token, [
      { op: 'new', class: META_CLASS.OntologyMap, inst: map, name: 'Карта аренды' },
      { op: 'new', class: META_CLASS.GraphConfig, inst: graph, name: 'Граф аренды' },
      { op: 'new', class: META_CLASS.TextEditorDoc, inst: text, name: 'Текст аренды' },
    ]);
    const found = Object.fromEntries((await search(ivan.token, 'аренды')).map((i) => [i.id, i]));
    expect(found[map]).toMatchObject({ kind: 'ontologyMap', link: `/ontologies/${map}` });
    expect(found[graph]).toMatchObject({ kind: 'graphConfig', link: `/graphs/${graph}` });
    expect(found[text]).toMatchObject({ kind: 'textDoc', link: `/text-editor/${text}` });
  });

  it('takes % and _ literally and honours the limit', async () => {
    expect(names(await search(ivan.token, '%'))).toEqual(['Скидка 100% по аренде']);
    expect(names(await search(ivan.token, '_'))).toEqual(['аренда_склад']);
    expect(names(await search(ivan.token, '0%'))).toEqual(['Скидка 100% по аренде']);
    expect(await search(admin, 'о', 2)).toHaveLength(2);
    expect((await search(admin, 'о')).length).toBeLessThanOrEqual(20);
  });

  it('refuses bad queries and callers without sign-in', async () => {
    expect((await call('GET', '/app/quick-launch?q=договор')).status).toBe(401);
    for (const query of ['', '?q=', '?q=%20%20', '?q=a&limit=0', '?q=a&limit=101', '?q=a&limit=x', '?q=a&kind=class', `?q=${'a'.repeat(201)}`]) {
      const res = await call('GET', `/app/quick-launch${query}`, ivan.token);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

describe('quick launch: documents and publications', () => {
  let server: TestServer;
  let admin: string;
  let ivan: TestUser;
  const made: Record<string, string> = {};

  const search = async (token: string, q: string, on: TestServer = server): Promise<QuickLaunchItem[]> => {
    const res = await callApi(on, 'GET', `/app/quick-launch?q=${encodeURIComponent(q)}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return quickLaunchResultSchema.parse(res.body);
  };
  const created = async (token: string, path: string, body: unknown): Promise<string> => {
    const res = await callApi(server, 'POST', path, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signIn('admin', ADMIN_PASSWORD)).token;
    ivan = await addTestUser(server, 'ivan', 'Иван');
    made.ivanStructured = await created(ivan.token, '/documents', { name: 'Регламент аренды' });
    made.ivanSimple = await created(ivan.token, '/simpleDocs', { name: 'Памятка по аренде' });
    made.ivanPublication = await created(ivan.token, '/simpleDocs/publications', { name: 'Сборник по аренде' });
    made.ivanDocPublication = await created(ivan.token, '/document/publications', { documentId: made.ivanStructured, name: 'Аренда, редакция 1' });
    made.adminStructured = await created(admin, '/documents', { name: 'Регламент склада по аренде' });
    made.adminSimple = await created(admin, '/simpleDocs', { name: 'Аренда: вопросы и ответы' });
  });
  afterAll(async () => server?.stop());

  it('finds each kind with the page that opens it', async () => {
    const found = Object.fromEntries((await search(ivan.token, 'аренд')).map((i) => [i.id, i]));
    expect(found[made.ivanStructured!]).toEqual({ id: made.ivanStructured, name: 'Регламент аренды', kind: 'structuredDocument', classId: null, className: null, link: `/structuredDocuments/view/${made.ivanStructured}` });
    expect(found[made.ivanSimple!]).toMatchObject({ kind: 'document', link: `/docs/view/${made.ivanSimple}` });
    expect(found[made.ivanPublication!]).toMatchObject({ kind: 'publication', link: `/doctree/${made.ivanPublication}` });
    expect(found[made.ivanDocPublication!]).toEqual({
      id: made.ivanDocPublication,
      name: 'Аренда, редакция 1',
      kind: 'documentPublication',
      classId: made.ivanStructured,
      className: 'Регламент аренды',
      link: `/structuredDocuments/view/${made.ivanStructured}?publication=${made.ivanDocPublication}`,
    });
  });

  it('shows a non-administrator only their own documents and publications, an administrator all of them, in one order', async () => {
    expect((await search(ivan.token, 'аренд')).map((i) => i.name)).toEqual(['Аренда, редакция 1', 'Памятка по аренде', 'Регламент аренды', 'Сборник по аренде']);
    expect((await search(admin, 'аренд')).map((i) => i.name)).toEqual([
      'Аренда, редакция 1', 'Аренда: вопросы и ответы', 'Памятка по аренде', 'Регламент аренды', 'Регламент склада по аренде', 'Сборник по аренде',
    ]);
    expect(await search(ivan.token, 'склада')).toEqual([]);
    // an exact name comes first, whatever its kind
    expect((await search(admin, 'регламент аренды'))[0]).toMatchObject({ kind: 'structuredDocument', id: made.ivanStructured });
  });

  it('finds no documents when the documents section is turned off', async () => {
    const off = await startTestServer({ DISABLED_SECTIONS: 'documents' });
    try {
      const token = (await off.signIn('admin', ADMIN_PASSWORD)).token;
      await callApi(off, 'POST', '/simpleDocs', token, { name: 'Скрытый документ' });
      expect(await search(token, 'Скрытый', off)).toEqual([]);
    } finally {
      await off.stop();
    }
  });
});
