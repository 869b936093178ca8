import { describe, expect, it } from 'vitest';
import type { RdfTriple } from '../../../model/owl/axioms';
import { isomorphic } from '../../../model/owl/graphIsomorphism';
import { triplesOfQuads } from '../../../model/owl/rdfTerms';
import { parseOwl } from './owlParser';
import { splitPredicate, toRdfXml, toTurtle } from './owlWriters';
import { T, XSD } from './owlVocabulary';

const TRIPLES: RdfTriple[] = [
  { s: { iri: 'http://ex.org/o' }, p: T.type, o: { iri: T.Ontology } },
  { s: { iri: 'http://ex.org/o#A' }, p: T.type, o: { iri: T.Class } },
  { s: { iri: 'http://ex.org/o#A' }, p: T.label, o: { literal: { value: 'Кошки & <собаки> "в кавычках"', lang: 'ru' } } },
  { s: { iri: 'http://ex.org/o#A' }, p: T.subClassOf, o: { blank: 'r1' } },
  { s: { blank: 'r1' }, p: T.onProperty, o: { iri: 'http://purl.obolibrary.org/obo/BFO_0000050' } },
  { s: { blank: 'r1' }, p: T.minCardinality, o: { literal: { value: '2', datatype: `${XSD}nonNegativeInteger` } } },
  { s: { iri: 'urn:ontoweave:e1' }, p: 'urn:ontoweave:e2', o: { literal: { value: 'plain', datatype: `${XSD}string` } } },
];

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
    const text = format === 'turtle' ? await toTurtle(TRIPLES, 'http://ex.org/o') : toRdfXml(TRIPLES, 'http://ex.org/o');
    const back = triplesOfQuads(await parseOwl(text, format, 'http://base/'));
    expect(isomorphic(back, TRIPLES)).toBe(true);
  });
});
