import { describe, expect, it } from 'vitest';
import type { Axiom, ClassExpr } from '../axioms';
import { renderAxiom, renderClassExpr } from './render';

const P = 'http://example.org/pizza#';
const X = 'http://www.w3.org/2001/XMLSchema#';
const labels: Record<string, string> = { [`${P}Pizza_RU`]: 'Пицца', [`${P}spaced`]: 'Pizza margherita', [`${P}kw`]: 'some', [`${P}quote`]: "O'Brien" };
const nameOf = (iri: string): string => labels[iri] ?? iri.slice(P.length);

const c = (name: string): ClassExpr => ({ t: 'Class', iri: P + name });
const op = (name: string) => ({ t: 'ObjectProperty' as const, iri: P + name });

describe('renderClassExpr: Manchester syntax as Protégé shows it', () => {
  it.each<[string, ClassExpr, string]>([
    ['a named class', c('Pizza'), 'Pizza'],
    ['some with a union filler', { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: { t: 'ObjectUnionOf', ops: [c('CheeseTopping'), c('VegetableTopping')] } }, 'hasTopping some (CheeseTopping or VegetableTopping)'],
    ['has value', { t: 'ObjectHasValue', prop: op('hasCountryOfOrigin'), individual: `${P}Italy` }, 'hasCountryOfOrigin value Italy'],
    ['unqualified min', { t: 'ObjectMinCardinality', n: 3, prop: op('hasTopping') }, 'hasTopping min 3'],
    ['qualified exactly', { t: 'ObjectExactCardinality', n: 1, prop: op('hasBase'), filler: c('PizzaBase') }, 'hasBase exactly 1 PizzaBase'],
    ['max with an intersection filler', { t: 'ObjectMaxCardinality', n: 0, prop: op('p'), filler: { t: 'ObjectIntersectionOf', ops: [c('A'), c('B')] } }, 'p max 0 (A and B)'],
    ['inverse', { t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectInverseOf', iri: `${P}hasTopping` }, filler: c('Pizza') }, 'inverse (hasTopping) some Pizza'],
    ['one of', { t: 'ObjectOneOf', individuals: [`${P}America`, `${P}England`] }, '{America, England}'],
    ['Self', { t: 'ObjectHasSelf', prop: op('knows') }, 'knows Self'],
    ['only with a union', { t: 'ObjectAllValuesFrom', prop: op('hasTopping'), filler: { t: 'ObjectUnionOf', ops: [c('A'), c('B')] } }, 'hasTopping only (A or B)'],
    ['intersection of a name and restrictions: no brackets', { t: 'ObjectIntersectionOf', ops: [c('Pizza'), { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: c('MeatTopping') }] }, 'Pizza and hasTopping some MeatTopping'],
    ['union inside intersection is bracketed', { t: 'ObjectIntersectionOf', ops: [c('A'), { t: 'ObjectUnionOf', ops: [c('B'), c('C')] }] }, 'A and (B or C)'],
    ['intersection inside union is not', { t: 'ObjectUnionOf', ops: [c('A'), { t: 'ObjectIntersectionOf', ops: [c('B'), c('C')] }] }, 'A or B and C'],
    ['nested union keeps its grouping', { t: 'ObjectUnionOf', ops: [c('A'), { t: 'ObjectUnionOf', ops: [c('B'), c('C')] }] }, 'A or (B or C)'],
    ['complement of a name', { t: 'ObjectComplementOf', op: c('A') }, 'not A'],
    ['complement of a restriction', { t: 'ObjectComplementOf', op: { t: 'ObjectSomeValuesFrom', prop: op('p'), filler: c('A') } }, 'not (p some A)'],
    ['complement in an intersection', { t: 'ObjectIntersectionOf', ops: [c('A'), { t: 'ObjectComplementOf', op: c('B') }] }, 'A and not B'],
    ['nested restriction is bracketed', { t: 'ObjectSomeValuesFrom', prop: op('p'), filler: { t: 'ObjectSomeValuesFrom', prop: op('q'), filler: c('A') } }, 'p some (q some A)'],
    ['owl:Thing', { t: 'ObjectSomeValuesFrom', prop: op('p'), filler: { t: 'Class', iri: 'http://www.w3.org/2002/07/owl#Thing' } }, 'p some owl:Thing'],
    ['a non-ASCII label is quoted', c('Pizza_RU'), "'Пицца'"],
    ['a label with a space is quoted', c('spaced'), "'Pizza margherita'"],
    ['a name spelled like a keyword is quoted', c('kw'), "'some'"],
    ['a quote inside a quoted name is escaped', c('quote'), "'O\\'Brien'"],
    ['data some with a facet', { t: 'DataSomeValuesFrom', prop: `${P}age`, range: { t: 'DatatypeRestriction', datatype: `${X}integer`, facets: [{ facet: `${X}minInclusive`, value: { value: '3', datatype: `${X}integer` } }] } }, 'age some xsd:integer[>= 3]'],
    ['data facets between', { t: 'DataSomeValuesFrom', prop: `${P}age`, range: { t: 'DatatypeRestriction', datatype: `${X}integer`, facets: [{ facet: `${X}minExclusive`, value: { value: '3', datatype: `${X}integer` } }, { facet: `${X}maxInclusive`, value: { value: '9', datatype: `${X}integer` } }] } }, 'age some xsd:integer[> 3, <= 9]'],
    ['data value string', { t: 'DataHasValue', prop: `${P}name`, value: { value: 'Mozzarella' } }, 'name value "Mozzarella"'],
    ['data value with language', { t: 'DataHasValue', prop: `${P}name`, value: { value: 'Сыр', lang: 'ru' } }, 'name value "Сыр"@ru'],
    ['data value integer', { t: 'DataHasValue', prop: `${P}kcal`, value: { value: '250', datatype: `${X}integer` } }, 'kcal value 250'],
    ['data value decimal', { t: 'DataHasValue', prop: `${P}kcal`, value: { value: '2.5', datatype: `${X}decimal` } }, 'kcal value 2.5'],
    ['data value float', { t: 'DataHasValue', prop: `${P}kcal`, value: { value: '2.5', datatype: `${X}float` } }, 'kcal value 2.5f'],
    ['data value boolean', { t: 'DataHasValue', prop: `${P}hot`, value: { value: 'true', datatype: `${X}boolean` } }, 'hot value true'],
    ['data value typed', { t: 'DataHasValue', prop: `${P}made`, value: { value: '2020-01-01', datatype: `${X}date` } }, 'made value "2020-01-01"^^xsd:date'],
    ['data only union', { t: 'DataAllValuesFrom', prop: `${P}v`, range: { t: 'DataUnionOf', ops: [{ t: 'Datatype', iri: `${X}integer` }, { t: 'Datatype', iri: `${X}string` }] } }, 'v only (xsd:integer or xsd:string)'],
    ['data one of', { t: 'DataSomeValuesFrom', prop: `${P}v`, range: { t: 'DataOneOf', values: [{ value: '1', datatype: `${X}integer` }, { value: 'a' }] } }, 'v some {1, "a"}'],
    ['data min qualified', { t: 'DataMinCardinality', n: 2, prop: `${P}v`, range: { t: 'Datatype', iri: `${X}string` } }, 'v min 2 xsd:string'],
    ['data exactly unqualified', { t: 'DataExactCardinality', n: 1, prop: `${P}v` }, 'v exactly 1'],
  ])('%s', (_case, expr, text) => {
    expect(renderClassExpr(expr, nameOf)).toBe(text);
  });
});

describe('renderAxiom: one readable line', () => {
  it.each<[string, Axiom, string]>([
    ['SubClassOf', { t: 'SubClassOf', sub: c('Margherita'), sup: { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: c('TomatoTopping') } }, 'Margherita SubClassOf hasTopping some TomatoTopping'],
    ['EquivalentClasses', { t: 'EquivalentClasses', ops: [c('CheesyPizza'), { t: 'ObjectIntersectionOf', ops: [c('Pizza'), { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: c('CheeseTopping') }] }] }, 'CheesyPizza EquivalentTo Pizza and hasTopping some CheeseTopping'],
    ['DisjointClasses', { t: 'DisjointClasses', ops: [c('A'), c('B')], pairwise: true }, 'DisjointClasses: A, B'],
    ['SubPropertyOf', { t: 'SubObjectPropertyOf', sub: op('hasTopping'), sup: op('hasIngredient') }, 'hasTopping SubPropertyOf hasIngredient'],
    ['chain', { t: 'SubObjectPropertyChain', chain: [op('hasParent'), op('hasBrother')], sup: op('hasUncle') }, 'hasParent o hasBrother SubPropertyOf hasUncle'],
    ['Transitive', { t: 'TransitiveObjectProperty', prop: op('hasIngredient') }, 'Transitive: hasIngredient'],
    ['Functional data', { t: 'FunctionalDataProperty', prop: `${P}age` }, 'Functional: age'],
    ['InverseOf', { t: 'InverseObjectProperties', a: op('hasTopping'), b: op('isToppingOf') }, 'hasTopping InverseOf isToppingOf'],
    ['Domain', { t: 'ObjectPropertyDomain', prop: op('hasBase'), cls: c('Pizza') }, 'hasBase Domain Pizza'],
    ['Range', { t: 'ObjectPropertyRange', prop: op('hasBase'), cls: c('PizzaBase') }, 'hasBase Range PizzaBase'],
    ['data Range', { t: 'DataPropertyRange', prop: `${P}age`, range: { t: 'Datatype', iri: `${X}integer` } }, 'age Range xsd:integer'],
    ['Type', { t: 'ClassAssertion', cls: c('Country'), individual: `${P}Italy` }, 'Italy Type Country'],
    ['object assertion', { t: 'ObjectPropertyAssertion', prop: op('hasTopping'), subject: `${P}a`, object: `${P}b` }, 'a hasTopping b'],
    ['data assertion', { t: 'DataPropertyAssertion', prop: `${P}age`, subject: `${P}a`, value: { value: '3', datatype: `${X}integer` } }, 'a age 3'],
    ['different individuals', { t: 'DifferentIndividuals', individuals: [`${P}a`, `${P}b`, `${P}c`] }, 'DifferentIndividuals: a, b, c'],
    ['same as', { t: 'SameIndividual', individuals: [`${P}a`, `${P}b`] }, 'a SameAs b'],
    ['HasKey', { t: 'HasKey', cls: c('Person'), objectProps: [op('p')], dataProps: [`${P}ssn`] }, 'Person HasKey p, ssn'],
  ])('%s', (_case, axiom, text) => {
    expect(renderAxiom(axiom, nameOf)).toBe(text);
  });
});
