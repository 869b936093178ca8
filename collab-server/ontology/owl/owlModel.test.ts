import { describe, expect, it } from 'vitest';
import { parseOwl } from './owlParser';
import { entityName, mapOwlDocument, triplesOf, type OwlDocument, type OwlEntity } from './owlModel';

const PREFIXES = `@prefix : <http://ex.org/o#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix dc: <http://purl.org/dc/elements/1.1/> .
`;
const O = 'http://ex.org/o#';

async function map(turtle: string): Promise<OwlDocument> {
  return mapOwlDocument(triplesOf(await parseOwl(PREFIXES + turtle, 'turtle', 'http://ex.org/base')));
}
async function entity(turtle: string, local: string): Promise<OwlEntity> {
  const e = (await map(turtle)).entities.get(O + local);
  if (!e) throw new Error(`no entity ${local}`);
  return e;
}

describe('OWL → our model', () => {
  it.each<[string, string, string, Partial<OwlEntity>]>([
    ['a named class', ':A a owl:Class .', 'A', { kind: 'class', declared: true }],
    ['an IRI parent (and an undeclared one)', ':A a owl:Class ; rdfs:subClassOf :B, :C . :B a owl:Class .', 'A', { parents: [`${O}B`, `${O}C`] }],
    ['no parent from a restriction', ':A a owl:Class ; rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:someValuesFrom :B ] .', 'A', { parents: [] }],
    ['an equivalent class', ':A a owl:Class ; owl:equivalentClass :B . :B a owl:Class .', 'A', { equivalentTo: [`${O}B`] }],
    ['deprecation', ':A a owl:Class ; owl:deprecated "true"^^xsd:boolean .', 'A', { deprecated: true }],
    ['an object property', ':p a owl:ObjectProperty ; rdfs:domain :A, :B ; rdfs:range :C ; owl:inverseOf :q . :q a owl:ObjectProperty .', 'p', { kind: 'objectProperty', domain: [`${O}A`, `${O}B`], range: `${O}C`, inverseOf: `${O}q` }],
    ['a functional property: max 1', ':p a owl:ObjectProperty, owl:FunctionalProperty .', 'p', { max: 1, min: null }],
    ['restriction cardinalities', ':A a owl:Class ; rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:minCardinality "2"^^xsd:nonNegativeInteger ], [ a owl:Restriction ; owl:onProperty :p ; owl:maxQualifiedCardinality "5"^^xsd:nonNegativeInteger ] . :p a owl:ObjectProperty .', 'p', { min: 2, max: 5 }],
    ['an exact cardinality', ':A a owl:Class ; rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :p ; owl:cardinality "1"^^xsd:nonNegativeInteger ] . :p a owl:DatatypeProperty .', 'p', { min: 1, max: 1 }],
    ['an inverse that is not a property here is dropped', ':p a owl:ObjectProperty ; owl:inverseOf :elsewhere .', 'p', { inverseOf: null }],
    ['integer data property', ':d a owl:DatatypeProperty ; rdfs:range xsd:integer .', 'd', { kind: 'dataProperty', dataType: 'int' }],
    ['double → float', ':d a owl:DatatypeProperty ; rdfs:range xsd:double .', 'd', { dataType: 'float' }],
    ['decimal → float', ':d a owl:DatatypeProperty ; rdfs:range xsd:decimal .', 'd', { dataType: 'float' }],
    ['boolean → bool', ':d a owl:DatatypeProperty ; rdfs:range xsd:boolean .', 'd', { dataType: 'bool' }],
    ['date', ':d a owl:DatatypeProperty ; rdfs:range xsd:date .', 'd', { dataType: 'date' }],
    ['dateTime', ':d a owl:DatatypeProperty ; rdfs:range xsd:dateTime .', 'd', { dataType: 'dateTime' }],
    ['an unknown type → string', ':d a owl:DatatypeProperty ; rdfs:range rdfs:Literal .', 'd', { dataType: 'string' }],
    ['no range → string', ':d a owl:DatatypeProperty .', 'd', { dataType: 'string' }],
    ['a named individual of a class', ':A a owl:Class . :x a owl:NamedIndividual, :A .', 'x', { kind: 'individual', types: [`${O}A`] }],
    ['typed owl:Thing only → the shared Thing class', ':x a owl:Thing .', 'x', { kind: 'individual', types: ['http://www.w3.org/2002/07/owl#Thing'] }],
    ['typed with a class from elsewhere (OWL 1 style)', ':x a <http://other.org/C> .', 'x', { kind: 'individual', types: ['http://other.org/C'] }],
    ['labels by language; plain Latin is English, plain Cyrillic Russian', ':A a owl:Class ; rdfs:label "Собака"@ru, "Dog"@en-GB, "Hund", "Пёс" ; rdfs:comment "A dog"@en ; skos:definition "Домашнее животное" .', 'A', {
      labels: [{ lang: 'ru', text: 'Собака' }, { lang: 'en', text: 'Dog' }, { lang: 'en', text: 'Hund' }, { lang: 'ru', text: 'Пёс' }],
      comments: [{ lang: 'en', text: 'A dog' }, { lang: 'ru', text: 'Домашнее животное' }],
    }],
    ['skos:prefLabel is a label', ':A a owl:Class ; skos:prefLabel "Кошка"@ru .', 'A', { labels: [{ lang: 'ru', text: 'Кошка' }] }],
  ])('%s', async (_name, turtle, local, expected) => {
    expect(await entity(turtle, local)).toMatchObject(expected);
  });

  it("an individual's values: links to entities and literals", async () => {
    const x = await entity(':p a owl:ObjectProperty . :d a owl:DatatypeProperty . :x a owl:NamedIndividual ; :p :y ; :d "7"^^xsd:int ; dc:source "by a property not declared here" . :y a owl:NamedIndividual .', 'x');
    expect(x.values).toEqual(
      expect.arrayContaining([
        { prop: `${O}p`, iri: `${O}y` },
        { prop: `${O}d`, literal: '7', datatype: 'http://www.w3.org/2001/XMLSchema#int', lang: '' },
      ]),
    );
  });

  it.each([
    [{ iri: `${O}A`, labels: [{ lang: 'en', text: 'Dog' }, { lang: 'ru', text: 'Собака' }] }, 'Собака'],
    [{ iri: `${O}A`, labels: [{ lang: 'pt', text: 'Cão' }, { lang: 'en', text: 'Dog' }] }, 'Dog'],
    [{ iri: `${O}A`, labels: [{ lang: 'pt', text: 'Cão' }] }, 'A'],
    [{ iri: 'http://www.co-ode.org/ontologies/pizza/pizza.owl#NamedPizza', labels: [{ lang: 'pt', text: 'PizzaComUmNome' }] }, 'NamedPizza'],
    [{ iri: 'http://purl.obolibrary.org/obo/BFO_0000001', labels: [{ lang: 'pt', text: 'entidade' }] }, 'entidade'],
    [{ iri: `${O}Some_Class`, labels: [] }, 'Some_Class'],
    [{ iri: 'http://purl.obolibrary.org/obo/SO_0000001', labels: [] }, 'SO_0000001'],
  ])('names %j as %s', (e, name) => expect(entityName(e)).toBe(name));

  it('reads the ontology header and counts only what the document declares', async () => {
    const doc = await map('<http://ex.org/o> a owl:Ontology ; dc:title "Пример"@ru ; rdfs:comment "An example"@en . :A a owl:Class ; rdfs:subClassOf :Ext . :x a :A .');
    expect(doc.ontologyIri).toBe('http://ex.org/o');
    expect(doc.title).toEqual([{ lang: 'ru', text: 'Пример' }]);
    expect(doc.description).toEqual([{ lang: 'en', text: 'An example' }]);
    const kinds = [...doc.entities.values()].map((e) => `${e.kind}:${e.declared}`).sort();
    expect(kinds).toEqual(['class:false', 'class:true', 'individual:true']);
  });

  it('is not confused by classes typed as individuals of language terms', async () => {
    const doc = await map(':A a owl:Class . :p a owl:AnnotationProperty . :q a rdf:Property .');
    expect([...doc.entities.keys()]).toEqual([`${O}A`]);
  });
});
