import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { factLinkPageSchema, factSheetSchema, termMapSchema, type FactSheet } from '../../realtime/protocol/factExplorer';
import { seedInstances } from '../fixtures/ontologyFixture';
import { callApi, startTestServer, type TestServer } from './testServer';
import { seedReadOntology, signInAdmin, signInNewUser, type Auth, type ReadOntology } from './readOntologySeed';

// The fact explorer's server side through real HTTP, against the shared read ontology
// (readOntologySeed.ts): each answer is compared with facts written out here from the seed, not
// read back through the explorer's own code.

const PETS = 45;
const pad = (n: number) => String(n).padStart(2, '0');

describe('fact explorer', () => {
  let server: TestServer;
  let admin: Auth;
  let editor: Auth;
  let o: ReadOntology;
  let command: string;
  const get = (auth: Auth | null, path: string) => callApi(server, 'GET', `/factExplorer/${path}`, auth?.token);
  const sheet = async (auth: Auth, inst: string, query = ''): Promise<FactSheet> => {
    const res = await get(auth, `${inst}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return factSheetSchema.parse(res.body);
  };
  const byCaption = (lang: string) => (x: string, y: string) => x.localeCompare(y, lang);

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_USER: 'on' });
    admin = await signInAdmin(server);
    editor = await signInNewUser(server, 'fact-editor', 'Редактор');
    o = await seedReadOntology(server, admin.userId);
    // a big neighbourhood: Bob owns Tweety and PETS more animals
    await seedInstances(
      server.ctx.db,
      Array.from({ length: PETS }, (_, i) => ({ name: `Pet ${pad(i + 1)}`, classes: [o.C.Animal], values: { [o.P.owner]: o.I.Bob } })),
    );
    // a Command linking to Alice: only administrators may read it
    command = (await seedInstances(server.ctx.db, [{ name: 'Secret command', classes: [META_CLASS.Command], values: { [META_PROP.query]: '{}', [o.P.owner]: o.I.Alice } }]))[0]!;
  });
  afterAll(async () => server?.stop());

  it('shows an instance with its classes and their ancestors, nearest first', async () => {
    const batty = await sheet(editor, o.I.Batty);
    expect(batty.instance).toMatchObject({ id: o.I.Batty, caption: 'Batty', createdAt: '2024-01-03T10:00:00.000Z' });
    // Bat → Mammal, Flyer → Animal, Living (Living is labelled «Живое» in Russian, which sorts Cyrillic first)
    expect(batty.classes.map((c) => [c.caption, c.depth])).toEqual([
      ['Bat', 0],
      ['Flyer', 1],
      ['Mammal', 1],
      ['Живое', 2],
      ['Animal', 2],
    ]);
    const en = await sheet(editor, o.I.Batty, '?lang=en');
    expect(en.classes.find((c) => c.id === o.C.Living)?.caption).toBe('Living');
  });

  it('shows the data values typed, by property caption, the asked language first', async () => {
    const rex = await sheet(editor, o.I.Rex);
    const values = Object.fromEntries(rex.values.map((g) => [g.prop.caption, { type: g.type, values: g.values.map((v) => v.value) }]));
    expect(values).toEqual({
      Вес: { type: 'float', values: [30.5] },
      legs: { type: 'int', values: [4] },
      born: { type: 'date', values: ['2020-01-15'] },
      seen: { type: 'dateTime', values: ['2024-05-01T12:00:00.000Z'] },
      tame: { type: 'bool', values: [true] },
      note: { type: 'string', values: ['good dog'] },
      code: { type: 'string', values: ['R-1'] },
    });
    expect(rex.values.map((g) => g.prop.caption)).toEqual(Object.keys(values).sort(byCaption('ru')));
    const adminRow = await server.ctx.db.selectFrom('users').select('name').where('id', '=', admin.userId).executeTakeFirstOrThrow();
    expect(rex.instance.author).toBe(adminRow.name);
    expect((await sheet(editor, o.I.Plainy)).instance.author).toBeNull();
    const leoRu = await sheet(editor, o.I.Leo);
    const leoEn = await sheet(editor, o.I.Leo, '?lang=en');
    expect(leoRu.values.find((g) => g.prop.id === o.P.bio)?.values).toEqual([{ value: 'Лев', lang: 'ru' }, { value: 'Lion', lang: 'en' }]);
    expect(leoEn.values.find((g) => g.prop.id === o.P.bio)?.values).toEqual([{ value: 'Lion', lang: 'en' }, { value: 'Лев', lang: 'ru' }]);
    expect(leoEn.values.find((g) => g.prop.id === o.P.weight)?.prop.caption).toBe('Weight');
  });

  it('shows outgoing and incoming links as back-link rows', async () => {
    const leo = await sheet(editor, o.I.Leo);
    const out = Object.fromEntries(leo.outgoing.map((g) => [g.prop.caption, { total: g.total, names: g.links.map((l) => l.name) }]));
    expect(out).toEqual({ friend: { total: 2, names: ['Rex', 'Tweety'] }, owner: { total: 1, names: ['Alice'] } });
    expect(leo.incoming).toEqual([]);
    const tweety = await sheet(editor, o.I.Tweety);
    expect(tweety.incoming).toHaveLength(1);
    const friends = tweety.incoming[0]!;
    expect(friends.prop).toEqual({ id: o.P.friend, caption: 'friend' });
    expect(friends.links).toEqual([
      { id: o.I.Batty, row_number: 1, name: 'Batty', prop: 'friend', prop_id: o.P.friend, type: 'Bat', type_id: o.C.Bat },
      { id: o.I.Leo, row_number: 2, name: 'Leo', prop: 'friend', prop_id: o.P.friend, type: 'Mammal', type_id: o.C.Mammal },
    ]);
  });

  it('cuts a big neighbourhood to a page per property and pages through the rest', async () => {
    const expected = [...Array.from({ length: PETS }, (_, i) => `Pet ${pad(i + 1)}`), 'Tweety'];
    const bob = await sheet(editor, o.I.Bob, '?limit=20');
    const owners = bob.incoming.find((g) => g.prop.id === o.P.owner)!;
    expect(owners.total).toBe(PETS + 1);
    expect(owners.links.map((l) => l.name)).toEqual(expected.slice(0, 20));
    const seen: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 20) {
      const res = await get(editor, `${o.I.Bob}/links?prop=${o.P.owner}&direction=in&offset=${offset}&limit=20`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = factLinkPageSchema.parse(res.body);
      expect(page.total).toBe(PETS + 1);
      expect(page.links.map((l) => l.row_number)).toEqual(page.links.map((_, i) => offset + i + 1));
      seen.push(...page.links.map((l) => l.name));
    }
    expect(seen).toEqual(expected);
    const past = factLinkPageSchema.parse((await get(editor, `${o.I.Bob}/links?prop=${o.P.owner}&direction=in&offset=500`)).body);
    expect(past).toMatchObject({ total: PETS + 1, links: [], offset: 500, direction: 'in' });
    const none = factLinkPageSchema.parse((await get(editor, `${o.I.Bob}/links?prop=${o.P.friend}&direction=out`)).body);
    expect(none).toMatchObject({ total: 0, links: [], prop: { id: o.P.friend, caption: 'friend' } });
  });

  it('leaves out what the caller may not read and refuses an instance of such a class', async () => {
    const forEditor = await sheet(editor, o.I.Alice);
    expect(forEditor.incoming.find((g) => g.prop.id === o.P.owner)?.links.map((l) => l.name)).toEqual(['Leo', 'Rex']);
    const forAdmin = await sheet(admin, o.I.Alice);
    expect(forAdmin.incoming.find((g) => g.prop.id === o.P.owner)?.links.map((l) => l.name)).toEqual(['Leo', 'Rex', 'Secret command']);
    const refused = await get(editor, command);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Команды доступны только администраторам');
    expect((await get(editor, `${command}/links?prop=${o.P.owner}&direction=out`)).status).toBe(403);
    expect((await get(editor, `termMap?inst=${command}`)).status).toBe(403);
    expect((await get(admin, command)).status).toBe(200);
  });

  it('refuses the public user and callers without a session', async () => {
    expect((await get(null, o.I.Rex)).status).toBe(401);
    expect((await get({ ...admin, token: 'garbage' }, o.I.Rex)).status).toBe(401);
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    for (const path of [
      'not-an-id',
      `${o.I.Rex}?limit=0`,
      `${o.I.Rex}?limit=201`,
      `${o.I.Rex}?lang=de`,
      `${o.I.Rex}?unknown=1`,
      `${o.I.Rex}/links?prop=${o.P.owner}&direction=sideways`,
      `${o.I.Rex}/links?direction=in`,
      `${o.I.Rex}/links?prop=${o.P.owner}&direction=in&offset=-1`,
      'termMap',
      'termMap?class=nope',
    ]) {
      const res = await get(editor, path);
      expect(res.status, path).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const unknown = '5a1e0000-0000-4000-8000-00000000dead';
    expect((await get(editor, unknown)).status).toBe(404);
    expect((await get(editor, unknown)).body.error).toBe('Экземпляр не найден: возможно, он удалён');
    expect((await get(editor, `${unknown}/links?prop=${o.P.owner}&direction=in`)).status).toBe(404);
    expect((await get(editor, `termMap?class=${unknown}`)).status).toBe(404);
    // an instance is no class to centre a term map on
    expect((await get(editor, `termMap?class=${o.I.Rex}`)).status).toBe(404);
  });

  it('draws the term map of the instance classes: ancestors, and classes linked by object properties', async () => {
    const res = await get(editor, `termMap?inst=${o.I.Rex}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const map = termMapSchema.parse(res.body);
    expect(map.centre).toEqual([o.C.Mammal]);
    expect(Object.fromEntries(map.nodes.map((n) => [n.caption, n.role]))).toEqual({ Mammal: 'centre', Animal: 'ancestor', Живое: 'ancestor', Person: 'related' });
    const edges = map.edges.map((e) => `${e.from}>${e.to}:${e.prop?.caption ?? e.kind}`).sort();
    expect(edges).toEqual(
      [`${o.C.Mammal}>${o.C.Animal}:subclass`, `${o.C.Animal}>${o.C.Living}:subclass`, `${o.C.Animal}>${o.C.Person}:owner`, `${o.C.Animal}>${o.C.Living}:friend`].sort(),
    );
    const person = termMapSchema.parse((await get(editor, `termMap?class=${o.C.Person}&lang=en`)).body);
    expect(person.nodes.map((n) => [n.caption, n.role])).toEqual([
      ['Person', 'centre'],
      ['Animal', 'related'],
    ]);
    expect(person.edges).toEqual([{ from: o.C.Animal, to: o.C.Person, kind: 'property', prop: { id: o.P.owner, caption: 'owner' } }]);
  });
});
