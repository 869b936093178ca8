import { describe, expect, it } from 'vitest';
import type { Triple } from './owlModel';
import { triplesOf } from './owlModel';
import { parseOwl } from './owlParser';
import { splitPredicate, toRdfXml, toTurtle } from './owlWriters';
import { T, XSD } from './owlVocabulary';

const TRIPLES: Triple[] = [
  { s: 'http://ex.org/o', p: T.type, o: { kind: 'iri', value: T.Ontology } },
  { s: 'http://ex.org/o#A', p: T.type, o: { kind: 'iri', value: T.Class } },
  { s: 'http://ex.org/o#A', p: T.label, o: { kind: 'literal', value: 'Кошки & <собаки> "в кавычках"', lang: 'ru', datatype: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#langString' } },
  { s: 'http://ex.org/o#A', p: T.subClassOf, o: { kind: 'blank', value: '_:r1' } },
  { s: '_:r1', p: T.onProperty, o: { kind: 'iri', value: 'http://purl.obolibrary.org/obo/BFO_0000050' } },
  { s: '_:r1', p: T.minCardinality, o: { kind: 'literal', value: '2', lang: '', datatype: `${XSD}nonNegativeInteger` } },
  { s: 'urn:ontoweave:e1', p: 'urn:ontoweave:e2', o: { kind: 'literal', value: 'plain', lang: '', datatype: `${XSD}string` } },
];

const key = (t: Triple): string => `${t.s.startsWith('_:') ? '_' : t.s} ${t.p} ${t.o.kind === 'blank' ? '_' : JSON.stringify(t.o)}`;

describe('OWL writers', () => {
  it.each([
    ['http://www.w3.org/2000/01/rdf-schema#label', ['http://www.w3.org/2000/01/rdf-schema#', 'label']],
    ['http://purl.obolibrary.org/obo/BFO_0000050', ['http://purl.obolibrary.org/obo/', 'BFO_0000050']],
    ['urn:ontoweave:e1234', ['urn:ontoweave:', 'e1234']],
    // a local name must not start with a digit: the split moves right until it may
    ['http://ex.org/p/123abc', ['http://ex.org/p/123', 'abc']],
  ])('splits %s', (iri, expected) => expect(splitPredicate(iri)).toEqual(expected));

  it('refuses a predicate RDF/XML cannot name', () => expect(() => splitPredicate('http://ex.org/1/2')).toThrow(/RDF\/XML/));

  it.each(['turtle', 'rdfxml'] as const)('%s reads back as the same triples', async (format) => {
    const text = format === 'turtle' ? await toTurtle(TRIPLES, 'http://ex.org/o') : toRdfXml(TRIPLES);
    const back = triplesOf(await parseOwl(text, format, 'http://base/'));
    expect(back.map(key).sort()).toEqual(TRIPLES.map(key).sort());
  });
});
