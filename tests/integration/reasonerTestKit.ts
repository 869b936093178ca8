import { expect } from 'vitest';
import { META_PROP } from '../../realtime/protocol/metaModel';
import { reasonerAnswerSchema, type ReasonerAnswer } from '../../realtime/protocol/reasoner';
import { callApi, type TestServer } from './testServer';
import { importOwl } from './owlTestKit';

/** Helpers of the reasoner tests: a small ontology in Turtle, and reading the map's inferences over HTTP. */
export const R = 'http://example.org/reasoner-test#';

/** The named skeleton of a small ontology: classes, parents, a property, an instance (Rex, a Dog). */
export const ANIMALS_TTL = `
@prefix : <${R}> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<http://example.org/reasoner-test> a owl:Ontology .
:hasPart a owl:ObjectProperty .
:Animal a owl:Class ; rdfs:label "Животное"@ru, "Animal"@en .
:Mammal a owl:Class ; rdfs:subClassOf :Animal .
:Dog a owl:Class ; rdfs:subClassOf :Mammal .
:Cat a owl:Class ; rdfs:subClassOf :Mammal .
:Tail a owl:Class .
:TailedThing a owl:Class .
:Plant a owl:Class .
:Chimera a owl:Class ; rdfs:subClassOf :Plant , :Animal .
:Pet a owl:Class .
:Rex a owl:NamedIndividual , :Dog .
`;

/**
 * The logical definitions, written through the class card's API (Manchester syntax): Cat has a tail
 * and TailedThing is what has one (so Cat is a TailedThing), Plant and Animal are disjoint (so
 * Chimera is unsatisfiable), Pet is a union (outside OWL 2 EL).
 */
export const DEFINITIONS: Array<[cls: string, section: 'subClassOf' | 'equivalentTo' | 'disjointWith', text: string]> = [
  ['Cat', 'subClassOf', 'hasPart some Tail'],
  ['TailedThing', 'equivalentTo', 'hasPart some Tail'],
  ['Plant', 'disjointWith', 'Animal'],
  ['Pet', 'equivalentTo', 'Dog or Cat'],
];

export async function addDefinition(server: TestServer, token: string, cls: string, section: string, text: string): Promise<void> {
  const res = await callApi(server, 'POST', `/ontology/classes/${await entityByIri(server, `${R}${cls}`)}/definition`, token, { section, text, lang: 'en' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Imports the skeleton (Turtle, through the import endpoint) and writes the definitions; answers the map. */
export async function importAnimals(server: TestServer, token: string, name = 'animals.ttl'): Promise<string> {
  const done = await importOwl(server, token, name, ANIMALS_TTL, { format: 'turtle' });
  expect(done.status, JSON.stringify(done)).toBe('completed');
  for (const [cls, section, text] of DEFINITIONS) await addDefinition(server, token, cls, section, text);
  // each definition asks for a run after its answer is sent: let the last request land
  await new Promise((r) => setTimeout(r, 300));
  return done.mapId;
}

export async function getReasoner(server: { api: string }, token: string, mapId: string, lang = 'ru'): Promise<ReasonerAnswer> {
  const res = await callApi(server, 'GET', `/reasoner/maps/${mapId}?lang=${lang}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reasonerAnswerSchema.parse(res.body);
}

/** Polls until a run newer than `afterVersion` has finished. */
export async function waitForRun(server: { api: string }, token: string, mapId: string, afterVersion = 0, timeoutMs = 30_000): Promise<ReasonerAnswer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await getReasoner(server, token, mapId);
    if (answer.version > afterVersion && answer.state !== 'running' && answer.state !== 'queued') return answer;
    if (answer.state === 'failed') throw new Error(`the reasoner failed: ${answer.error}`);
    if (Date.now() > until) throw new Error(`the reasoner is still ${answer.state} (version ${answer.version}) after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function entityByIri(server: TestServer, iri: string): Promise<string> {
  const row = await server.ctx.db.selectFrom('vals').select('inst').where('prop', '=', META_PROP.iri).where('t', '=', iri).executeTakeFirstOrThrow();
  return row.inst;
}

/** "Sub < Sup" for every inferred subclass link, by local names. */
export const inferredLinks = (answer: ReasonerAnswer): string[] => answer.subClassOf.map((s) => `${s.sub.iri.replace(R, '')} < ${s.sup.iri.replace(R, '')}`).sort();
