import { describe, expect, it } from 'vitest';
import { Parser } from 'n3';
import type { Axiom } from './axioms';
import { axiomsFromTriples } from './rdfToAxioms';
import { triplesOfAxioms } from './axiomsToRdf';
import { isomorphic } from './graphIsomorphism';
import { triplesOfQuads } from './rdfTerms';

const PREFIXES = `@prefix : <urn:x#> . @prefix owl: <http://www.w3.org/2002/07/owl#> . @prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> . @prefix xsd: <http://www.w3.org/2001/XMLSchema#> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
:p a owl:ObjectProperty . :q a owl:ObjectProperty . :d a owl:DatatypeProperty . :note a owl:AnnotationProperty .\n`;

/** Reads Turtle, checks the round trip, and gives the axioms that are not the shared declarations. */
function read(ttl: string): Axiom[] {
  const triples = triplesOfQuads(new Parser().parse(PREFIXES + ttl));
  const axioms = axiomsFromTriples(triples);
  expect(isomorphic(triples, triplesOfAxioms(axioms))).toBe(true);
  return axioms.filter((a) => a.t !== 'Declaration');
}

const C = (n: string) => ({ t: 'Class', iri: `urn:x#${n}` });
const p = { t: 'ObjectProperty', iri: 'urn:x#p' };

describe('axiomsFromTriples: the reverse of the OWL 2 mapping', () => {
  it('reads qualified and unqualified cardinalities, hasSelf and hasValue', () => {
    const axioms = read(`:A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:minQualifiedCardinality "2"^^xsd:nonNegativeInteger ; owl:onClass :B ] .
      :A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:maxCardinality "3"^^xsd:nonNegativeInteger ] .
      :A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:hasSelf true ] .
      :A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty [ owl:inverseOf :q ] ; owl:hasValue :i ] .
      :A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :d ; owl:someValuesFrom [ a rdfs:Datatype ; owl:onDatatype xsd:integer ; owl:withRestrictions ( [ xsd:minInclusive 5 ] ) ] ] .`);
    expect(axioms.map((a) => (a.t === 'SubClassOf' ? a.sup : null))).toEqual([
      { t: 'ObjectMinCardinality', n: 2, prop: p, filler: C('B') },
      { t: 'ObjectMaxCardinality', n: 3, prop: p },
      { t: 'ObjectHasSelf', prop: p },
      { t: 'ObjectHasValue', prop: { t: 'ObjectInverseOf', iri: 'urn:x#q' }, individual: 'urn:x#i' },
      {
        t: 'DataSomeValuesFrom',
        prop: 'urn:x#d',
        range: { t: 'DatatypeRestriction', datatype: 'http://www.w3.org/2001/XMLSchema#integer', facets: [{ facet: 'http://www.w3.org/2001/XMLSchema#minInclusive', value: { value: '5', datatype: 'http://www.w3.org/2001/XMLSchema#integer' } }] },
      },
    ]);
  });

  it('reads boolean connectives, disjoint unions, chains and keys', () => {
    const axioms = read(`:A owl:equivalentClass [ a owl:Class ; owl:unionOf ( :B [ a owl:Class ; owl:complementOf :C ] ) ] .
      :A owl:disjointUnionOf ( :B :C ) .
      :p owl:propertyChainAxiom ( :q :p ) .
      :A owl:hasKey ( :p :d ) .`);
    expect(axioms.map((a) => a.t)).toEqual(['EquivalentClasses', 'DisjointUnion', 'SubObjectPropertyChain', 'HasKey']);
    expect(axioms[3]).toMatchObject({ objectProps: [p], dataProps: ['urn:x#d'] });
  });

  it('reads negative assertions, sameAs and AllDifferent', () => {
    const axioms = read(`[] a owl:NegativePropertyAssertion ; owl:sourceIndividual :a ; owl:assertionProperty :p ; owl:targetIndividual :b .
      [] a owl:NegativePropertyAssertion ; owl:sourceIndividual :a ; owl:assertionProperty :d ; owl:targetValue 5 .
      :a owl:sameAs :b . [] a owl:AllDifferent ; owl:members ( :a :c ) .`);
    expect(axioms.map((a) => a.t)).toEqual(['NegativeObjectPropertyAssertion', 'NegativeDataPropertyAssertion', 'SameIndividual', 'DifferentIndividuals']);
  });

  it('reads axiom annotations, annotations of annotations and annotated AllDisjointClasses', () => {
    const axioms = read(`:A rdfs:subClassOf :B . [] a owl:Axiom ; owl:annotatedSource :A ; owl:annotatedProperty rdfs:subClassOf ; owl:annotatedTarget :B ; rdfs:comment "why"@en .
      _:x a owl:Axiom ; owl:annotatedSource :A ; owl:annotatedProperty skos:prefLabel ; owl:annotatedTarget "A"@en ; :note "n" .
      :A skos:prefLabel "A"@en .
      [] a owl:Annotation ; owl:annotatedSource _:x ; owl:annotatedProperty :note ; owl:annotatedTarget "n" ; rdfs:comment "deeper" .
      [] a owl:AllDisjointClasses ; owl:members ( :A :B :C ) ; rdfs:comment "three" .`);
    expect(axioms.find((a) => a.t === 'SubClassOf')?.annotations).toEqual([{ prop: 'http://www.w3.org/2000/01/rdf-schema#comment', value: { literal: { value: 'why', lang: 'en' } } }]);
    const label = axioms.find((a) => a.t === 'AnnotationAssertion');
    expect(label?.annotations?.[0]?.annotations?.[0]).toMatchObject({ value: { literal: { value: 'deeper' } } });
    expect(axioms.find((a) => a.t === 'DisjointClasses')).toMatchObject({ ops: [C('A'), C('B'), C('C')], annotations: [{ value: { literal: { value: 'three' } } }] });
  });

  it('keeps what is not OWL 2 as RDF, blank nodes shared between axioms included', () => {
    const axioms = read(`:A rdfs:subClassOf _:r . :B rdfs:subClassOf _:r . _:r a owl:Restriction ; owl:onProperty :p ; owl:someValuesFrom :C .
      :A rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:someValuesFrom :C ; rdfs:label "odd" ] .
      :A owl:minCardinality "x" .`);
    expect(axioms.filter((a) => a.t === 'Rdf').map((a) => (a.t === 'Rdf' ? a.triples.length : 0))).toEqual([5, 5, 1]);
  });
});
