import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFF_CATEGORIES, STATE_FORMAT } from '../../realtime/protocol/ontology/diff';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { addTestUser, startTestServer, type TestServer, type TestUser } from './testServer';
import { newClass, newDataProperty, newObjectProperty, setOk, signInAdmin, uuid, type Auth } from './setDataTestKit';

describe('ontology state file and diff', () => {
  let server: TestServer;
  let admin: Auth & { token: string; session: string };
  let user: TestUser;
  const Org = uuid();
  const Unit = uuid();
  const budget = uuid();
  const note = uuid();
  const partOf = uuid();
  const map = uuid();
  const hq = uuid();

  const state = async (query = '', token = admin.token) => {
    const res = await fetch(`${server.api}/ontology/state${query}`, { headers: { authorization: token } });
    return { status: res.status, disposition: res.headers.get('content-disposition'), text: await res.text() };
  };
  const diff = async (state1: string | null, state2: string | null, ignoredProps?: string, auth: { token?: string; session?: string } = { session: admin.session }) => {
    const form = new FormData();
    if (auth.session) form.set('session', auth.session);
    if (state1 !== null) form.set('state1', new Blob([state1], { type: 'application/json' }), 'state1.json');
    if (state2 !== null) form.set('state2', new Blob([state2], { type: 'application/json' }), 'state2.json');
    if (ignoredProps !== undefined) form.set('ignoredProps', ignoredProps);
    const res = await fetch(`${server.api}/ontologyDiff/diff`, { method: 'POST', body: form, headers: auth.token ? { authorization: auth.token } : {} });
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signInAdmin(server)) as Auth & { token: string; session: string };
    user = await addTestUser(server, 'differ');
    await setOk(server, admin, [
      { op: 'new', class: META_CLASS.OntologyMap, inst: map, name: 'Организация' },
      ...newClass(Org, 'Organisation'),
      ...newClass(Unit, 'Unit'),
      ...newDataProperty(budget, 'budget', { type: 'float', domain: [Unit] }),
      ...newDataProperty(note, 'note', { type: 'text', domain: [Unit] }),
      ...newObjectProperty(partOf, 'partOf', { range: Org, domain: [Unit] }),
      { op: 'add', inst: Org, prop: META_PROP.inMap, val: map },
      { op: 'add', inst: Org, prop: META_PROP.label, val: { lang: 'ru', text: 'Организация' } },
      { op: 'add', inst: partOf, prop: META_PROP.inMap, val: map },
      { op: 'new', class: Org, inst: hq, name: 'Головной офис' },
    ]);
  });
  afterAll(async () => server?.stop());

  it('exports every category with the value types and a header; a map narrows it', async () => {
    const res = await state();
    expect(res.status).toBe(200);
    expect(res.disposition).toMatch(/attachment; filename="ontology-state-\d{8}-\d{4}\.json"/);
    const file = JSON.parse(res.text);
    expect(file.header).toMatchObject({ format: STATE_FORMAT, formatVersion: 1, map: null });
    expect(Object.keys(file.categories).sort()).toEqual([...DIFF_CATEGORIES].sort());
    const org = file.categories.classes.find((c: { id: string }) => c.id === Org);
    expect(org.lvals[META_PROP.label]).toEqual([{ lang: 'ru', text: 'Организация' }]);
    expect(org.rvals[META_PROP.inMap]).toEqual([map]);
    const budgetProp = file.categories.properties.find((p: { id: string }) => p.id === budget);
    expect(budgetProp.svals[META_PROP.type]).toEqual(['float']);
    expect(file.categories.instances.map((i: { id: string }) => i.id)).toContain(hq);
    expect(file.categories.roles.length).toBeGreaterThan(0);
    expect(file.propNames[budget]).toBe('budget');
    // built-in meta-model is left out
    expect(file.categories.classes.map((c: { id: string }) => c.id)).not.toContain(META_CLASS.Class);
    const mapped = JSON.parse((await state(`?map=${map}`)).text);
    expect(mapped.header.map).toEqual({ id: map, name: 'Организация' });
    expect(mapped.categories.classes.map((c: { id: string }) => c.id)).toEqual([Org]);
    expect(mapped.categories.properties.map((c: { id: string }) => c.id)).toEqual([partOf]);
    expect(mapped.categories.instances.map((c: { id: string }) => c.id).sort()).toEqual([hq, map].sort());
    // a non-administrator's file leaves out what they may not read: commands, assignments
    const command = uuid();
    await setOk(server, admin, [{ op: 'new', class: META_CLASS.Command, inst: command, name: 'state_cmd' }, { op: 'upd', inst: command, prop: META_PROP.query, val: '{}' }]);
    const ids = (text: string) => (JSON.parse(text).categories.instances as Array<{ id: string }>).map((i) => i.id);
    expect(ids((await state()).text)).toContain(command);
    const userFile = await state('', user.token);
    expect(ids(userFile.text)).not.toContain(command);
    expect(JSON.parse(userFile.text).categories.assignments).toEqual([]);
    expect((await state(`?map=${Org}`)).status).toBe(400);
    expect((await state('?map=x')).status).toBe(400);
    expect((await fetch(`${server.api}/ontology/state`)).status).toBe(401);
  });

  it('diffs two states: added, removed, changed by value type, ignoring properties', async () => {
    const unit = uuid();
    await setOk(server, admin, [{ op: 'new', class: Unit, inst: unit, name: 'Бухгалтерия' }, { op: 'upd', inst: unit, prop: budget, val: 10.5 }, { op: 'upd', inst: unit, prop: note, val: 'старое' }]);
    const before = (await state()).text;
    const added = uuid();
    const branch = uuid();
    await setOk(server, admin, [
      { op: 'new', class: Org, inst: branch, name: 'Филиал' },
      { op: 'upd', inst: unit, prop: budget, val: 12 },
      { op: 'upd', inst: unit, prop: note, val: 'новое' },
      { op: 'upd', inst: unit, prop: partOf, val: branch },
      { op: 'new', class: Unit, inst: added, name: 'Склад' },
      { op: 'del', inst: hq, del_force: true },
    ]);
    const after = (await state()).text;
    const res = await diff(before, after);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.stats.instances).toMatchObject({ added: 2, removed: 1, changed: 1 });
    expect(res.body.stats.rules).toEqual({ added: 0, removed: 0, changed: 0, unchanged: 0 });
    const changed = res.body.diff.instances.changed.find((c: { id: string }) => c.id === unit);
    const byType = Object.fromEntries(changed.values.map((v: { type: string; before: unknown; after: unknown }) => [v.type, [v.before, v.after]]));
    expect(byType.nvals).toEqual([[10.5], [12]]);
    expect(byType.tvals).toEqual([['старое'], ['новое']]);
    expect(byType.rvals).toEqual([[], [branch]]);
    expect(res.body.diff.instances.added.map((e: { name: string }) => e.name)).toEqual(['Склад', 'Филиал']);
    expect(res.body.diff.instances.removed[0].name).toBe('Головной офис');
    expect(res.body.names[hq]).toBe('Головной офис');
    // ignored by name (comma list) and by id (JSON array)
    const ignoring = await diff(before, after, 'budget, note');
    const kept = ignoring.body.diff.instances.changed.find((c: { id: string }) => c.id === unit);
    expect(kept.values.map((v: { propName: string }) => v.propName)).toEqual(['partOf']);
    const byId = await diff(before, after, JSON.stringify([budget, note, partOf]));
    expect(byId.body.diff.instances.changed.find((c: { id: string }) => c.id === unit)).toBeUndefined();
    // a non-admin may diff too (with the token)
    expect((await diff(before, after, undefined, { token: user.token })).status).toBe(200);
  });

  it('reports malformed files as errors without a diff, and refuses bad requests', async () => {
    const good = (await state()).text;
    const broken = await diff(good, '{"header": {"format": ');
    expect(broken.status).toBe(200);
    expect(broken.body.errors[0]).toContain('state2: файл не является JSON');
    expect(broken.body.diff).toBeNull();
    const wrong = await diff('[1,2]', good);
    expect(wrong.body.errors[0]).toContain('state1: это не файл состояния онтологии');
    const missing = await diff(good, null);
    expect(missing.body.errors).toEqual(['state2: файл не передан или пуст']);
    const badIgnored = await diff(good, good, '[1]');
    expect(badIgnored.status).toBe(400);
    expect(badIgnored.body.error).toContain('ignoredProps');
    expect((await diff(good, good, undefined, {})).status).toBe(401);
    const notMultipart = await fetch(`${server.api}/ontologyDiff/diff`, { method: 'POST', headers: { authorization: admin.token, 'content-type': 'application/json' }, body: '{}' });
    expect(notMultipart.status).toBe(400);
  });
});
