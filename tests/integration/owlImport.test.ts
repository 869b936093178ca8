import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP } from '../../realtime/protocol/metaModel';
import { addTestUser, callApi, startTestServer, type TestServer, type TestUser } from './testServer';
import { createUser, signInAdmin } from './setDataTestKit';
import { postImport } from './importTestKit';
import { collect, connectHub } from './hubTestKit';
import { EXPECTED, exportOwl, getOwlImport, importOwl, mapCounts, readOwl, waitForOwlImport } from './owlTestKit';
import { parseOwl } from '../../collab-server/ontology/owl/owlParser';
import { mapOwlDocument, triplesOf } from '../../collab-server/ontology/owl/owlModel';

// OWL import through real HTTP: each conformance ontology lands in a map of its own with exactly the
// counts of its README; bad files fail with the line and problem, and leave nothing written.
describe('OWL import', () => {
  let server: TestServer;
  let token: string;
  let reader: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    token = (await signInAdmin(server)).token as string;
    reader = await addTestUser(server, 'reader', 'reader', ['reader']);
  });
  afterAll(async () => server?.stop());

  const storeSize = async (): Promise<number> => {
    const [i, v, c] = await Promise.all(['instances', 'vals', 'change_log'].map((t) => server.ctx.db.selectFrom(t as 'vals').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()));
    return Number(i?.n) + Number(v?.n) + Number(c?.n);
  };

  it.each(['pizza.owl', 'bfo-core.owl', 'wine.rdf'])('imports %s with the README counts', async (file) => {
    const done = await importOwl(server, token, file, readOwl(file));
    expect(done.status, JSON.stringify(done.problem)).toBe('completed');
    expect(await mapCounts(server, token, done.mapId)).toEqual(EXPECTED[file]);
    expect(done.counts).toMatchObject(EXPECTED[file] as object);
  });

  it('imports bfo-core.ttl into a new map reusing the entities of bfo-core.owl by IRI', async () => {
    const before = await callApi(server, 'GET', '/ontology/stats', token);
    const done = await importOwl(server, token, 'bfo-core.ttl', readOwl('bfo-core.ttl'), { format: 'turtle' });
    expect(done.status).toBe('completed');
    expect(done.format).toBe('turtle');
    expect(await mapCounts(server, token, done.mapId)).toEqual(EXPECTED['bfo-core.ttl']);
    const after = await callApi(server, 'GET', '/ontology/stats', token);
    expect(after.body.total.classes).toBe(before.body.total.classes);
    expect(after.body.maps).toHaveLength(before.body.maps.length + 1);
  });

  it('keeps names, labels by language, parents, property definitions, individuals and their values', async () => {
    const stats = await callApi(server, 'GET', '/ontology/stats', token);
    const pizza = stats.body.maps.find((m: { name: string }) => m.name === 'pizza');
    expect(pizza).toBeDefined();
    const db = server.ctx.db;
    const byIri = async (iri: string): Promise<string> => (await db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.iri).where('t', '=', iri).executeTakeFirstOrThrow()).inst;
    const P = 'http://www.co-ode.org/ontologies/pizza/pizza.owl#';
    const american = await byIri(`${P}American`);
    const vals = await db.selectFrom('vals').selectAll().where('inst', '=', american).execute();
    const labels = vals.filter((v) => v.prop === META_PROP.label).map((v) => `${v.lang}:${v.t}`);
    expect(labels).toEqual(expect.arrayContaining(['pt:Americana', 'en:American']));
    const name = await db.selectFrom('instances').select('name').where('id', '=', american).executeTakeFirstOrThrow();
    expect(name.name).toBe('American');
    expect(vals.filter((v) => v.prop === META_PROP.parents).map((v) => v.r)).toEqual([await byIri(`${P}NamedPizza`)]);
    const closure = await db.selectFrom('class_closure').select('ancestor').where('descendant', '=', american).execute();
    expect(closure.map((r) => r.ancestor)).toEqual(expect.arrayContaining([await byIri(`${P}Pizza`), await byIri(`${P}Food`)]));
    const hasBase = await db.selectFrom('vals').selectAll().where('inst', '=', await byIri(`${P}hasBase`)).execute();
    const one = (prop: string) => hasBase.find((v) => v.prop === prop);
    expect(one(META_PROP.range)?.r).toBe(await byIri(`${P}PizzaBase`));
    expect(one(META_PROP.maxCardinality)?.n).toBe(1);
    expect(one(META_PROP.inverseOf)?.r).toBe(await byIri(`${P}isBaseOf`));
    const italy = await byIri(`${P}Italy`);
    const classes = await db.selectFrom('memberships').select('class_id').where('instance_id', '=', italy).execute();
    expect(classes.map((c) => c.class_id)).toEqual([await byIri(`${P}Country`)]);
    // wine: a data property value typed by its xsd range, and object property assertions
    const W = 'http://www.w3.org/TR/2003/PR-owl-guide-20031209/wine#';
    const year = await db.selectFrom('vals').selectAll().where('inst', '=', await byIri(`${W}Year1998`)).where('prop', '=', await byIri(`${W}yearValue`)).execute();
    expect(year.map((v) => v.n)).toEqual([1998]);
    const yearType = await db.selectFrom('vals').select('t').where('inst', '=', await byIri(`${W}yearValue`)).where('prop', '=', META_PROP.type).executeTakeFirstOrThrow();
    expect(yearType.t).toBe('int');
    const maker = await db.selectFrom('vals').select('r').where('inst', '=', await byIri(`${W}ChateauMargaux`)).where('prop', '=', await byIri(`${W}hasMaker`)).execute();
    expect(maker.map((v) => v.r)).toEqual([await byIri(`${W}ChateauMargauxWinery`)]);
    // owl:Thing is one shared class, not counted in any map
    const thing = await byIri('http://www.w3.org/2002/07/owl#Thing');
    const thingMaps = await db.selectFrom('vals').select('r').where('inst', '=', thing).where('prop', '=', META_PROP.inMap).execute();
    expect(thingMaps).toEqual([]);
    expect(await db.selectFrom('memberships').select('class_id').where('instance_id', '=', thing).where('class_id', '=', META_CLASS.Class).execute()).toHaveLength(1);
  });

  it('writes the change log and pushes live progress to the owner', async () => {
    const hub = await connectHub(server, token);
    const events = collect(hub, 'IMPORT_STATUS_UPDATE');
    const text = `@prefix : <http://example.org/live#> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\n@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n:Animal a owl:Class ; rdfs:label "Животное"@ru, "Animal"@en .\n:Dog a owl:Class ; rdfs:subClassOf :Animal .\n`;
    const done = await importOwl(server, token, 'live.ttl', text);
    expect(done.status).toBe('completed');
    await expect.poll(() => events.map((e: any) => e.status)).toContain('completed');
    expect(events.every((e: any) => e.importId === done.importId)).toBe(true);
    const dog = await server.ctx.db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.iri).where('t', '=', 'http://example.org/live#Dog').executeTakeFirstOrThrow();
    const log = await server.ctx.db.selectFrom('change_log').select(['op', 'prop']).where('entity', '=', dog.inst).execute();
    expect(log.map((l) => l.op)).toEqual(expect.arrayContaining(['new', 'add']));
    const animal = await server.ctx.db.selectFrom('instances as i').innerJoin('vals as v', 'v.inst', 'i.id').select('i.name').where('v.prop', '=', META_PROP.iri).where('v.t', '=', 'http://example.org/live#Animal').executeTakeFirstOrThrow();
    expect(animal.name).toBe('Животное');
    hub.close();
  });

  it('fails a malformed file with its line and problem, writing nothing', async () => {
    const size = await storeSize();
    const bad = `@prefix : <http://example.org/bad#> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\n:A a owl:Class .\n:B a owl:Class ;\n  :p "unterminated .\n`;
    const done = await importOwl(server, token, 'bad.ttl', bad);
    expect(done.status).toBe('failed');
    expect(done.problem?.line).toBe(5);
    expect(done.problem?.message).toMatch(/Turtle/);
    const xml = '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:owl="http://www.w3.org/2002/07/owl#">\n<owl:Class rdf:about="http://example.org/x#A"/>\n<owl:Class rdf:about="http://example.org/x#B">\n</rdf:RDF>\n';
    const done2 = await importOwl(server, token, 'bad.owl', xml);
    expect(done2.status).toBe('failed');
    expect(done2.problem?.line).toBe(5);
    expect(done2.problem?.message).toMatch(/RDF\/XML/);
    expect(await storeSize()).toBe(size);
    const stats = await callApi(server, 'GET', '/ontology/stats', token);
    expect(stats.body.maps.map((m: { id: string }) => m.id)).not.toContain(done.mapId);
  });

  it('refuses bad requests up front', async () => {
    const size = await storeSize();
    const empty = await postImport(server, token, { name: 'empty.ttl', bytes: '' }, {}, '/ontology/import');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Файл пуст');
    const badFormat = await postImport(server, token, { name: 'a.ttl', bytes: 'x' }, { format: 'json-ld' }, '/ontology/import');
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error).toMatch(/format/);
    const notMap = await postImport(server, token, { name: 'a.ttl', bytes: '@prefix : <http://x/> .' }, { map: META_CLASS.Class }, '/ontology/import');
    expect(notMap.status).toBe(400);
    expect(notMap.body.error).toMatch(/Онтологическая карта .* не найдена/);
    const unknown = await importOwl(server, token, 'notes.txt', 'just some words');
    expect(unknown.status).toBe('failed');
    expect(unknown.problem?.message).toMatch(/Не удалось определить формат/);
    const anonymous = await postImport(server, '', { name: 'a.ttl', bytes: 'x' }, {}, '/ontology/import');
    expect(anonymous.status).toBe(401);
    // a reader may not write ontology data (writePolicy)
    await createUser(server, 'owl-reader', { roles: ['reader'] });
    const readerToken = (await server.signIn('owl-reader', 'pw-owl-reader')).token;
    const refused = await postImport(server, readerToken, { name: 'a.ttl', bytes: '@prefix : <http://x/> .\n:a :b :c .' }, {}, '/ontology/import');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/^Недостаточно прав для изменения данных/);
    expect(await storeSize()).toBe(size);
    // somebody else's import does not exist for a non-admin
    const own = await postImport(server, token, { name: 'x.ttl', bytes: '@prefix : <http://x/> .\n:a :b :c .' }, {}, '/ontology/import');
    await waitForOwlImport(server, token, own.body.importId);
    expect((await getOwlImport(server, reader.token, own.body.importId)).status).toBe(404);
  });

  it('imports into an existing map, tagging reused entities', async () => {
    const stats = await callApi(server, 'GET', '/ontology/stats', token);
    const wine = stats.body.maps.find((m: { name: string }) => m.name === 'Wine Ontology');
    const text = `@prefix vin: <http://www.w3.org/TR/2003/PR-owl-guide-20031209/wine#> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\nvin:Sparkling a owl:Class ; <http://www.w3.org/2000/01/rdf-schema#subClassOf> vin:Wine .\n`;
    const done = await importOwl(server, token, 'more.ttl', text, { map: wine.id });
    expect(done.status).toBe('completed');
    expect(done.mapId).toBe(wine.id);
    expect(await mapCounts(server, token, wine.id)).toEqual({ ...EXPECTED['wine.rdf'], classes: 75 });
  });

  it('exports the whole ontology, and refuses a bad export request', async () => {
    for (const format of ['turtle', 'rdfxml'] as const) {
      const all = await exportOwl(server, token, format);
      expect(all.status).toBe(200);
      expect(all.disposition).toMatch(/^attachment; filename="ontology\.(ttl|owl)"/);
      const doc = mapOwlDocument(triplesOf(await parseOwl(all.text, format, 'urn:test:')));
      const declared = [...doc.entities.values()].filter((e) => e.declared);
      const stats = await callApi(server, 'GET', '/ontology/stats', token);
      // every class but the shared owl:Thing, which is referred to and never declared
      expect(declared.filter((e) => e.kind === 'class')).toHaveLength(stats.body.total.classes - 1);
      expect(declared.filter((e) => e.kind === 'objectProperty')).toHaveLength(stats.body.total.objectProperties);
      expect(declared.filter((e) => e.kind === 'individual')).toHaveLength(stats.body.total.individuals);
    }
    expect((await exportOwl(server, token, 'jsonld' as 'turtle')).status).toBe(400);
    expect((await exportOwl(server, token, 'turtle', META_CLASS.Class)).status).toBe(400);
    expect((await exportOwl(server, '', 'turtle')).status).toBe(401);
  });

  it('stats refuse an id that is not a map', async () => {
    const res = await callApi(server, 'GET', `/ontology/stats?map=${META_CLASS.Class}`, token);
    expect(res.status).toBe(400);
  });
});
