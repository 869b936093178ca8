import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { getFormResultSchema, type FormField } from '../../realtime/protocol/dataApi/getForm';
import { classViewsResultSchema } from '../../realtime/protocol/admin/views';
import { draftsFromForm, changeItems } from '../../src/features/ontology/individuals/form/formModel';
import { mergeRemote } from '../../src/features/ontology/individuals/form/formConflicts';
import { bulkCreateItems, parsePastedList } from '../../src/features/ontology/individuals/list/bulkPaste';
import { decodeSort, encodeSort, sortPreferenceKey } from '../../src/features/ontology/individuals/list/sortPreference';
import { callApi, callData, startTestServer, type TestServer } from './testServer';
import { signInAdmin, signInNewUser, type Auth } from './readOntologySeed';

// The individuals screens' server side, through real HTTP: bulk creation in one set_data call,
// back-links as reverse fields, the per-class sort preference, class views by role, and what the
// form's conflict check reads (fresh get_form, the tab id in the change log).

describe('individuals', () => {
  let server: TestServer;
  let admin: Auth;
  let anna: Auth;
  let boris: Auth;
  const Person = randomUUID();
  const Team = randomUUID();
  const age = randomUUID();
  const born = randomUUID();
  const member = randomUUID();
  const lead = randomUUID();
  const data = (auth: Auth, act: string, payload: unknown) => callData(server, { session: auth.session }, act, payload);
  const setData = async (auth: Auth, items: unknown[], extra: Record<string, unknown> = {}) => data(auth, 'set_data', { data: items, ...extra });
  const names = async (payload: object) => {
    const { body } = await data(admin, 'get_data', payload);
    return getDataResultSchema.parse(body).rows.filter((r) => r.prop === META_PROP.name).map((r) => r.cap);
  };
  const form = async (auth: Auth, inst: string): Promise<FormField[]> => getFormResultSchema.parse((await data(auth, 'get_form', { class: Person, inst })).body).rows;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAdmin(server);
    anna = await signInNewUser(server, 'anna', 'Анна');
    boris = await signInNewUser(server, 'boris', 'Борис');
    const prop = (id: string, kind: string, name: string, extra: unknown[]) => [{ op: 'new', class: kind, inst: id, name }, { op: 'add', inst: id, prop: META_PROP.domain, val: Person }, ...extra];
    const res = await setData(admin, [
      { op: 'new', class: META_CLASS.Class, inst: Person, name: 'Person' },
      { op: 'new', class: META_CLASS.Class, inst: Team, name: 'Team' },
      ...prop(age, META_CLASS.DataProperty, 'age', [{ op: 'upd', inst: age, prop: META_PROP.type, val: 'int' }]),
      ...prop(born, META_CLASS.DataProperty, 'born', [{ op: 'upd', inst: born, prop: META_PROP.type, val: 'date' }]),
      ...prop(member, META_CLASS.ObjectProperty, 'memberOf', [{ op: 'upd', inst: member, prop: META_PROP.range, val: Team }]),
      ...prop(lead, META_CLASS.ObjectProperty, 'leads', [{ op: 'upd', inst: lead, prop: META_PROP.range, val: Team }]),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('creates a pasted list in one set_data call, or nothing when a line is refused', async () => {
    const columns = [{ prop: age, cap: 'age', type: 'int', kind: 'data' as const }, { prop: born, cap: 'born', type: 'date', kind: 'data' as const }];
    const lines = parsePastedList('Вера\t41\t02.03.1983\nГлеб\t29\nДарья\t\t1999-12-31\n', columns);
    expect(lines.every((l) => l.problems.length === 0)).toBe(true);
    const res = await setData(anna, bulkCreateItems(Person, lines, randomUUID));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.count_rows).toBe(7);
    expect(await names({ class: Person })).toEqual(['Вера', 'Глеб', 'Дарья']);
    const { body } = await data(admin, 'get_data', { class: Person, fields: [{ prop: age }, { prop: born }], sort: { prop: age, dir: 'desc' } });
    expect(body.rows.filter((r: any) => r.prop !== META_PROP.name).map((r: any) => r.val)).toEqual([41, '1983-03-02', 29, '1999-12-31']);

    // a value the server refuses (a day that does not exist) fails the whole call
    const egor = randomUUID();
    const bad = [...bulkCreateItems(Person, parsePastedList('Егор', []), () => egor), { op: 'upd', inst: egor, prop: born, val: '2024-02-30' }];
    const refused = await setData(anna, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/date|дат/i);
    expect(await names({ class: Person })).toEqual(['Вера', 'Глеб', 'Дарья']);
  });

  it('finds back-links as reverse fields, with the linking instance and its class', async () => {
    const team = randomUUID();
    const [vera] = (await data(admin, 'get_data', { class: Person, filter: { prop: 'name', op: 'eq', val: 'Вера' } })).body.rows;
    const [gleb] = (await data(admin, 'get_data', { class: Person, filter: { prop: 'name', op: 'eq', val: 'Глеб' } })).body.rows;
    await setData(admin, [
      { op: 'new', class: Team, inst: team, name: 'Аналитики' },
      { op: 'add', inst: vera.inst, prop: member, val: team },
      { op: 'add', inst: gleb.inst, prop: member, val: team },
      { op: 'add', inst: vera.inst, prop: lead, val: team },
    ]);
    const { status, body } = await data(boris, 'get_data', { idx: team, fields: [{ prop: member, reverse: true }, { prop: lead, reverse: true }] });
    expect(status).toBe(200);
    const links = body.rows.filter((r: any) => r.prop !== META_PROP.name).map((r: any) => [r.prop, r.cap, r.from === r.val]);
    expect(links).toEqual([[member, 'Вера', true], [member, 'Глеб', true], [lead, 'Вера', true]]);
    const classes = await data(boris, 'get_data', { idx: [vera.inst, gleb.inst], fields: [{ prop: 'class' }] });
    expect(classes.body.rows.filter((r: any) => r.prop === META_PROP.instanceOf).map((r: any) => [r.val, r.cap])).toEqual([[Person, 'Person'], [Person, 'Person']]);
  });

  it('keeps the sort per class and user as a JSON list of columns', async () => {
    const key = encodeURIComponent(sortPreferenceKey(Person));
    const sort = encodeSort([{ prop: age, dir: 'asc' }, { prop: 'name', dir: 'desc' }]);
    expect((await callApi(server, 'PUT', `/app/preferences/${key}`, anna.token, { value: sort })).status).toBe(200);
    const mine = await callApi(server, 'GET', '/app/preferences', anna.token);
    expect(decodeSort(mine.body[sortPreferenceKey(Person)])).toEqual(sort);
    expect((await callApi(server, 'GET', '/app/preferences', boris.token)).body[sortPreferenceKey(Person)]).toBeUndefined();
    // the stored list is a get_data sort as it stands; instances without an age come last
    expect(await names({ class: Person, sort })).toEqual(['Глеб', 'Вера', 'Дарья']);
  });

  it('offers a class view only to users holding one of its roles', async () => {
    // both are editors; only Anna is also an analyst, the role the view is for
    const analyst = (await callApi(server, 'POST', '/roles', admin.token, { code: 'analyst', name: 'Аналитик', is_global: true, is_multi: false, not_active: false, subject_area: null })).body.id as string;
    const roles = await server.ctx.db.selectFrom('roles').select(['id', 'code']).execute();
    const editor = roles.find((r) => r.code === 'editor')?.id as string;
    expect((await callApi(server, 'PUT', `/roles/user/${anna.userId}`, admin.token, { roleIds: [editor, analyst] })).status).toBe(200);
    const created = await callApi(server, 'POST', '/views', admin.token, { name: 'Кратко', classId: Person, roleIds: [analyst], fields: ['name', age], sort: { prop: age, dir: 'desc' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const offered = async (auth: Auth) => classViewsResultSchema.parse((await callApi(server, 'GET', `/views?class=${Person}`, auth.token)).body).map((v) => v.name);
    expect(await offered(anna)).toEqual(['Кратко']);
    expect(await offered(boris)).toEqual([]);
  });

  it('gives the conflict check what it needs: the stored values now, and the tab that changed them', async () => {
    const inst = randomUUID();
    await setData(admin, [{ op: 'new', class: Person, inst, name: 'Жанна' }, { op: 'upd', inst, prop: age, val: 30 }]);
    // Anna opens the form and edits the age; Boris saves another age from his tab first
    const annaFields = await form(anna, inst);
    const base = draftsFromForm(annaFields);
    const annaDrafts = { ...base, [age]: [{ text: '31', lang: null, cap: null }] };
    const borisTab = `tab-${randomUUID()}`;
    expect((await setData(boris, [{ op: 'upd', inst, prop: age, val: 35 }, { op: 'upd', inst, prop: 'name', val: 'Жанна К.' }], { tab_session_id: borisTab })).status).toBe(200);
    const logged = await server.ctx.db.selectFrom('change_log').select(['tab_session_id', 'user_id', 'prop']).where('entity', '=', inst).orderBy('seq').execute();
    expect(logged.slice(-2)).toEqual([
      { tab_session_id: borisTab, user_id: boris.userId, prop: age },
      { tab_session_id: borisTab, user_id: boris.userId, prop: META_PROP.name },
    ]);
    const fresh = draftsFromForm(await form(anna, inst));
    const merged = mergeRemote(base, annaDrafts, fresh);
    expect(Object.keys(merged.conflicts)).toEqual([age]);
    expect(merged.conflicts[age]?.[0]?.text).toBe('35');
    // the untouched name follows Boris; saving now would write nothing over his age
    expect(merged.drafts[META_PROP.name]?.[0]?.text).toBe('Жанна К.');
    expect(changeItems(inst, annaFields, merged.base, merged.drafts).filter((i) => i.op !== 'upd' || i.prop !== age)).toEqual([]);
  });

  it('stores the lifecycle on any instance and counts instances per class in one grouped call', async () => {
    const [dasha] = (await data(admin, 'get_data', { class: Person, filter: { prop: 'name', op: 'eq', val: 'Дарья' } })).body.rows;
    const res = await setData(anna, [
      { op: 'upd', inst: dasha.inst, prop: META_PROP.stage, val: 'Утверждён' },
      { op: 'upd', inst: dasha.inst, prop: META_PROP.icon, val: 'check' },
      { op: 'upd', inst: dasha.inst, prop: META_PROP.color, val: '#16a34a' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { body } = await data(boris, 'get_data', { idx: dasha.inst, fields: [{ prop: META_PROP.stage }, { prop: META_PROP.icon }, { prop: META_PROP.color }] });
    expect(body.rows.slice(1).map((r: any) => r.val)).toEqual(['Утверждён', 'check', '#16a34a']);
    const grouped = await data(boris, 'get_data', { group: 'class', fields: [{ prop: 'name', hidden: true }], limit: 0 });
    expect(grouped.status).toBe(200);
    const counts = new Map(grouped.body.groups.map((g: any) => [g.val, g.count]));
    expect(counts.get(Person)).toBe(4);
    expect(counts.get(Team)).toBe(1);
  });
});
