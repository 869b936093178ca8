import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { RdfTriple } from '../../model/owl/axioms';
import { compareGraphs } from '../../model/owl/graphIsomorphism';
import { conformanceTriples, CONFORMANCE_FILES, parseText } from '../../model/owl/testing/conformance';
import { startTestServer, type TestServer } from './testServer';
import { setOk, signInAdmin } from './setDataTestKit';
import { EXPECTED, exportOwl, importOwl, mapCounts, readOwl } from './owlTestKit';

// Lossless OWL (issue 16): an import followed by an export gives back a graph isomorphic to the
// file, in Turtle and in RDF/XML, for every conformance file; an edit in the forms shows in the next
// export and nothing else changes; an entity deleted in the forms leaves no axiom naming it.
const PIZZA = 'http://www.co-ode.org/ontologies/pizza/pizza.owl#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';

async function exported(server: TestServer, token: string, mapId: string, format: 'turtle' | 'rdfxml'): Promise<RdfTriple[]> {
  const res = await exportOwl(server, token, format, mapId);
  expect(res.status).toBe(200);
  return parseText(res.text, format);
}

async function idOf(server: TestServer, iri: string): Promise<string> {
  const row = await server.ctx.db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.iri).where('t', '=', iri).executeTakeFirstOrThrow();
  return row.inst;
}

const mentions = (t: RdfTriple, iri: string): boolean => ('iri' in t.s && t.s.iri === iri) || ('iri' in t.o && t.o.iri === iri);

describe('lossless OWL through import and export', () => {
  let server: TestServer;
  let token: string;
  let auth: Awaited<ReturnType<typeof signInAdmin>>;
  const maps = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    auth = await signInAdmin(server);
    token = auth.token as string;
  });
  afterAll(async () => server?.stop());

  it.each([...CONFORMANCE_FILES])('%s: the counts of its README, and the export is isomorphic to the file, in Turtle and in RDF/XML', async (file) => {
    const imported = await importOwl(server, token, file, readOwl(file));
    expect(imported.status, JSON.stringify(imported.problem)).toBe('completed');
    expect(await mapCounts(server, token, imported.mapId)).toEqual(EXPECTED[file]);
    maps.set(file, imported.mapId);
    const original = await conformanceTriples(file);
    for (const format of ['turtle', 'rdfxml'] as const) {
      expect(compareGraphs(original, await exported(server, token, imported.mapId, format)), `${file} as ${format}`).toEqual({ isomorphic: true });
    }
  }, 300_000);

  it('bfo-core.owl imported again into its map adds no second copy of its axioms, and the export stays the file', async () => {
    const mapId = maps.get('bfo-core.owl') as string;
    const count = async () => Number((await server.ctx.db.selectFrom('owl_axioms').select((eb) => eb.fn.countAll().as('n')).where('map_id', '=', mapId).executeTakeFirstOrThrow()).n);
    const before = await count();
    const again = await importOwl(server, token, 'bfo-core.owl', readOwl('bfo-core.owl'), { map: mapId });
    expect(again.status, JSON.stringify(again.problem)).toBe('completed');
    expect(await count()).toBe(before);
    expect(compareGraphs(await conformanceTriples('bfo-core.owl'), await exported(server, token, mapId, 'turtle'))).toEqual({ isomorphic: true });
  }, 120_000);

  it('pizza.owl: a parent removed and a label added in the forms show in the next export, and nothing else changes', async () => {
    const mapId = maps.get('pizza.owl') as string;
    const american = await idOf(server, `${PIZZA}American`);
    const namedPizza = await idOf(server, `${PIZZA}NamedPizza`);
    await setOk(server, auth, [
      { op: 'rem', inst: american, prop: META_PROP.parents, val: namedPizza },
      { op: 'add', inst: american, prop: META_PROP.label, val: { lang: 'ru', text: 'Американская' } },
    ]);
    const expected = (await conformanceTriples('pizza.owl')).filter((t) => !(mentions(t, `${PIZZA}American`) && t.p === `${RDFS}subClassOf` && 'iri' in t.o && t.o.iri === `${PIZZA}NamedPizza`));
    expect(expected.length).toBe(1943);
    expected.push({ s: { iri: `${PIZZA}American` }, p: `${RDFS}label`, o: { literal: { value: 'Американская', lang: 'ru' } } });
    for (const format of ['turtle', 'rdfxml'] as const) expect(compareGraphs(expected, await exported(server, token, mapId, format))).toEqual({ isomorphic: true });
  });

  it('wine.rdf: an individual deleted in the forms takes every axiom that names it out of the export', async () => {
    const mapId = maps.get('wine.rdf') as string;
    const dry = 'http://www.w3.org/TR/2003/PR-owl-guide-20031209/wine#Dry';
    const before = await exported(server, token, mapId, 'turtle');
    expect(before.some((t) => mentions(t, dry))).toBe(true);
    await setOk(server, auth, [{ op: 'del', inst: await idOf(server, dry), del_force: true }]);
    const after = await exported(server, token, mapId, 'rdfxml');
    expect(after.some((t) => mentions(t, dry))).toBe(false);
    // the rest stays: only axioms naming Dry went (its assertions, the definitions restricting to it, the lists it was in)
    expect(after.length).toBeGreaterThan(before.length - 200);
    const winery = 'http://www.w3.org/TR/2003/PR-owl-guide-20031209/wine#Winery';
    expect(after.filter((t) => mentions(t, winery)).length).toBe(before.filter((t) => mentions(t, winery)).length);
  });

  it('the whole ontology\'s export keeps every map\'s axioms: pizza\'s restrictions and definitions are in it', async () => {
    const res = await exportOwl(server, token, 'turtle');
    expect(res.status).toBe(200);
    const all = await parseText(res.text, 'turtle');
    const OWL = 'http://www.w3.org/2002/07/owl#';
    const restrictions = all.filter((t) => t.p === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type' && 'iri' in t.o && t.o.iri === `${OWL}Restriction`);
    const pizzaRestrictions = (await conformanceTriples('pizza.owl')).filter((t) => t.p === 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type' && 'iri' in t.o && t.o.iri === `${OWL}Restriction`);
    expect(restrictions.length).toBeGreaterThanOrEqual(pizzaRestrictions.length);
    expect(all.some((t) => 'iri' in t.s && t.s.iri === `${PIZZA}CheeseyPizza` && t.p === `${OWL}equivalentClass`)).toBe(true);
    // one header, for the whole ontology: the maps' own give way
    const headers = all.filter((t) => 'iri' in t.o && t.o.iri === `${OWL}Ontology` && 'iri' in t.s).map((t) => ('iri' in t.s ? t.s.iri : ''));
    expect(headers).toContain('urn:ontoweave:ontology');
    expect(headers).not.toContain('http://www.co-ode.org/ontologies/pizza');
  });
});
