import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { seedInstances } from '../fixtures/ontologyFixture';
import { getDataResultSchema } from '../../realtime/protocol/dataApi/getData';
import { callData, startTestServer, type TestServer } from './testServer';
import { instOrder, seedReadOntology, signInAdmin, signInNewUser, valuesOf, type Auth, type ReadOntology } from './readOntologySeed';

describe('get_data: classes, fields, idx and visibility', () => {
  let server: TestServer;
  let admin: Auth;
  let user: Auth;
  let o: ReadOntology;
  const get = (payload: unknown, auth: Auth = admin) => callData(server, { session: auth.session }, 'get_data', payload);

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = await signInAdmin(server);
    user = await signInNewUser(server, 'reader', 'Читатель');
    o = await seedReadOntology(server, user.userId);
  });
  afterAll(async () => server?.stop());

  it('lists the direct instances of a class by name, each with its name row first', async () => {
    const { status, body } = await get({ class: o.C.Mammal });
    expect(status).toBe(200);
    getDataResultSchema.parse(body);
    expect(body.count_rows).toBe(2);
    expect(instOrder(body.rows)).toEqual([o.I.Leo, o.I.Rex]);
    const first = body.rows[0];
    expect(first).toMatchObject({ row: 1, inst: o.I.Leo, prop: META_PROP.name, val: 'Leo', cap: 'Leo', from: o.C.Mammal, idx: 0, lang: null, readonly: false, can_delete: true });
    // without fields: every property with values
    const rex = valuesOf(body.rows, o.I.Rex);
    expect(rex[o.P.weight]).toEqual([30.5]);
    expect(rex[o.P.legs]).toEqual([4]);
    expect(rex[o.P.born]).toEqual(['2020-01-15']);
    expect(rex[o.P.seen]).toEqual(['2024-05-01T12:00:00.000Z']);
    expect(rex[o.P.tame]).toEqual([true]);
    expect(rex[o.P.owner]).toEqual([o.I.Alice]);
    expect(body.rows.find((r: any) => r.inst === o.I.Rex && r.prop === o.P.owner).cap).toBe('Alice');
    expect(body.rows.filter((r: any) => r.inst === o.I.Rex).every((r: any) => r.row === 2)).toBe(true);
  });

  it('includes instances of descendant classes with recursive, across multiple parents, once each', async () => {
    const { body } = await get({ class: o.C.Living, recursive: true, fields: [{ prop: 'name' }] });
    expect(body.count_rows).toBe(5);
    expect(instOrder(body.rows)).toEqual([o.I.Batty, o.I.Leo, o.I.Plainy, o.I.Rex, o.I.Tweety]);
    // `from` is the class the instance was found in
    const from = Object.fromEntries(body.rows.map((r: any) => [r.inst, r.from]));
    expect(from[o.I.Batty]).toBe(o.C.Bat);
    expect(from[o.I.Tweety]).toBe(o.C.Bird);
    const flyers = await get({ class: o.C.Flyer, recursive: true, fields: [{ prop: 'name' }] });
    expect(instOrder(flyers.body.rows)).toEqual([o.I.Batty, o.I.Tweety]);
    const direct = await get({ class: o.C.Flyer, fields: [{ prop: 'name' }] });
    expect(direct.body).toEqual({ rows: [], count_rows: 0 });
  });

  it('returns the listed fields in order, with reverse, class-restricted and intrinsic fields', async () => {
    const { body } = await get({
      class: o.C.Animal,
      recursive: true,
      idx: [o.I.Rex, o.I.Tweety],
      fields: [{ prop: o.P.weight }, { prop: o.P.friend, reverse: true }, { prop: 'author' }, { prop: 'date_create' }, { prop: 'class' }],
    });
    expect(body.count_rows).toBe(2);
    // with idx and no sort: the order of idx
    expect(instOrder(body.rows)).toEqual([o.I.Rex, o.I.Tweety]);
    const rex = body.rows.filter((r: any) => r.inst === o.I.Rex);
    expect(rex.map((r: any) => r.prop)).toEqual([META_PROP.name, o.P.weight, o.P.friend, META_PROP.author, META_PROP.dateCreate, META_PROP.instanceOf]);
    const reverse = rex.find((r: any) => r.prop === o.P.friend);
    expect(reverse).toMatchObject({ val: o.I.Leo, cap: 'Leo', from: o.I.Leo });
    expect(rex.find((r: any) => r.prop === META_PROP.author)).toMatchObject({ val: user.userId, cap: 'Читатель', readonly: true });
    expect(rex.find((r: any) => r.prop === META_PROP.dateCreate)).toMatchObject({ val: '2024-01-01T10:00:00.000Z', readonly: true });
    expect(rex.find((r: any) => r.prop === META_PROP.instanceOf)).toMatchObject({ val: o.C.Mammal, cap: 'Mammal' });
    const tweetyFriends = body.rows.filter((r: any) => r.inst === o.I.Tweety && r.prop === o.P.friend);
    expect(tweetyFriends.map((r: any) => [r.cap, r.idx])).toEqual([
      ['Batty', 0],
      ['Leo', 1],
    ]);

    const onlyBats = await get({ idx: o.I.Tweety, fields: [{ prop: o.P.friend, reverse: true, class: o.C.Mammal, recursive: true }] });
    expect(onlyBats.body.rows.filter((r: any) => r.prop === o.P.friend).map((r: any) => r.cap)).toEqual(['Batty', 'Leo']);
    const onlyDirect = await get({ idx: o.I.Tweety, fields: [{ prop: o.P.friend, reverse: true, class: o.C.Mammal }] });
    expect(onlyDirect.body.rows.filter((r: any) => r.prop === o.P.friend).map((r: any) => r.cap)).toEqual(['Leo']);
    const leoFriends = await get({ idx: o.I.Leo, fields: [{ prop: o.P.friend, class: o.C.Bird }] });
    expect(leoFriends.body.rows.filter((r: any) => r.prop === o.P.friend).map((r: any) => r.cap)).toEqual(['Tweety']);
  });

  it('returns multiString values with their language and read-only properties as read-only', async () => {
    const { body } = await get({ idx: [o.I.Leo, o.I.Rex], fields: [{ prop: o.P.bio }, { prop: o.P.code }] });
    const bio = body.rows.filter((r: any) => r.prop === o.P.bio);
    expect(bio.map((r: any) => [r.val, r.lang, r.idx])).toEqual([
      ['Лев', 'ru', 0],
      ['Lion', 'en', 1],
    ]);
    expect(body.rows.find((r: any) => r.prop === o.P.code)).toMatchObject({ val: 'R-1', readonly: true });
  });

  it('hides the name rows of a hidden name field and the values of hidden fields', async () => {
    const { body } = await get({ class: o.C.Mammal, fields: [{ prop: 'name', hidden: true }, { prop: o.P.legs }, { prop: o.P.weight, hidden: true, filter: 100, filter_mode: 'lt' }] });
    expect(body.count_rows).toBe(1);
    expect(body.rows).toEqual([expect.objectContaining({ row: 1, inst: o.I.Rex, prop: o.P.legs, val: 4 })]);
  });

  it('reads across all classes without class, narrowed by idx', async () => {
    const { body } = await get({ idx: [o.I.Alice, o.I.Rex], fields: [{ prop: 'name' }] });
    expect(body.count_rows).toBe(2);
    expect(instOrder(body.rows)).toEqual([o.I.Alice, o.I.Rex]);
    expect(body.rows[0].from).toBe(o.C.Person);
  });

  it('lets only administrators read commands; plugins are read by any signed-in user', async () => {
    const denied = await get({ class: META_CLASS.Command }, user);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Команды доступны только администраторам');
    const allowed = await get({ class: META_CLASS.Command });
    expect(allowed.status).toBe(200);
    const plugins = await get({ class: META_CLASS.Plugin }, user);
    expect(plugins.status).toBe(200);
  });

  it('leaves out the instances a caller may not read when they are fetched by id or without class', async () => {
    const [command, plugin] = await seedInstances(server.ctx.db, [
      { name: 'secretCommand', classes: [META_CLASS.Command], values: { [META_PROP.query]: '{}' } },
      { name: 'somePlugin', classes: [META_CLASS.Plugin], values: { [META_PROP.config]: '{"a":1}' } },
    ]);
    const asUser = await get({ idx: [command!, plugin!, o.I.Rex], fields: [{ prop: 'name' }] }, user);
    expect(instOrder(asUser.body.rows)).toEqual([plugin, o.I.Rex]);
    expect(asUser.body.count_rows).toBe(2);
    // a user reads a plugin but may not change or delete it
    expect(asUser.body.rows[0]).toMatchObject({ inst: plugin, readonly: true, can_delete: false });
    expect(asUser.body.rows[1]).toMatchObject({ inst: o.I.Rex, readonly: false, can_delete: true });
    const byName = await get({ filter: { prop: 'name', op: 'in', val: ['secretCommand', 'somePlugin'] } }, user);
    expect(instOrder(byName.body.rows)).toEqual([plugin]);
    const asAdmin = await get({ idx: [command!, plugin!], fields: [{ prop: 'name' }] });
    expect(instOrder(asAdmin.body.rows)).toEqual([command, plugin]);
    expect(asAdmin.body.rows.every((r: any) => r.readonly === false && r.can_delete === true)).toBe(true);
    // the plugin's configuration, as the client loads it
    const config = await get({ idx: plugin, fields: [{ prop: META_PROP.config }] }, user);
    expect(config.body.rows.find((r: any) => r.prop === META_PROP.config).val).toBe('{"a":1}');
  });

  it('gives the public user read-only rows it may not delete, and no plugins', async () => {
    const pub = await callData(server, {}, 'get_data', { class: o.C.Mammal, fields: [{ prop: o.P.weight }] });
    expect(pub.status).toBe(200);
    expect(pub.body.count_rows).toBe(2);
    expect(pub.body.rows.every((r: any) => r.readonly === true && r.can_delete === false)).toBe(true);
    const plugins = await callData(server, {}, 'get_data', { class: META_CLASS.Plugin });
    expect(plugins.status).toBe(403);
    expect(plugins.body.error).toBe('Плагины доступны только пользователям, вошедшим в систему');
  });

  it('refuses unknown classes and properties, and bad parameters, with a 400 naming them', async () => {
    const unknownClass = '00000000-0000-4000-8000-00000000ffff';
    const a = await get({ class: unknownClass });
    expect(a.status).toBe(400);
    expect(a.body.error).toBe(`Unknown class: ${unknownClass}`);
    const b = await get({ class: o.C.Animal, fields: [{ prop: unknownClass }] });
    expect(b.status).toBe(400);
    expect(b.body.error).toBe(`Unknown property: ${unknownClass}`);
    const c = await get({ class: 'Animal' });
    expect(c.status).toBe(400);
    expect(c.body.error).toMatch(/^Invalid get_data payload: class: must be a 36-character lowercase UUID/);
    const d = await get({ class: o.C.Animal, limit: -1 });
    expect(d.status).toBe(400);
    expect(d.body.error).toMatch(/limit/);
    const e = await get({ class: o.C.Animal, fields: [{ prop: o.P.weight, reverse: true }] });
    expect(e.status).toBe(400);
    expect(e.body.error).toBe('reverse and class apply to object properties only, not to «weight»');
    const f = await get({ class: o.C.Animal, bogus: 1 });
    expect(f.status).toBe(400);
    expect(f.body.error).toMatch(/bogus/);
  });
});
