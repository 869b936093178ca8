import { describe, expect, it } from 'vitest';
import type { ClassExpr } from '../axioms';
import { parseClassExpr, type ResolvedEntity } from './parse';
import { renderClassExpr } from './render';
import { pizzaNames, pizzaResolve } from './testVocabulary';

const P = 'http://example.org/pizza#';
const X = 'http://www.w3.org/2001/XMLSchema#';
const c = (name: string): ClassExpr => ({ t: 'Class', iri: P + name });
const op = (name: string) => ({ t: 'ObjectProperty' as const, iri: P + name });

const parsed = (text: string): ClassExpr => {
  const result = parseClassExpr(text, pizzaResolve);
  if (!result.ok) throw new Error(`${text}: ${result.error.code} at ${result.error.at}`);
  return result.expr;
};

describe('parseClassExpr: the AST of well-formed expressions', () => {
  it.each<[string, ClassExpr]>([
    ['Pizza', c('Pizza')],
    ['hasTopping some (CheeseTopping or VegetableTopping)', { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: { t: 'ObjectUnionOf', ops: [c('CheeseTopping'), c('VegetableTopping')] } }],
    ['hasCountryOfOrigin value Italy', { t: 'ObjectHasValue', prop: op('hasCountryOfOrigin'), individual: `${P}Italy` }],
    ['hasTopping min 3', { t: 'ObjectMinCardinality', n: 3, prop: op('hasTopping') }],
    ['hasTopping max 2 CheeseTopping', { t: 'ObjectMaxCardinality', n: 2, prop: op('hasTopping'), filler: c('CheeseTopping') }],
    ['hasBase exactly 1 PizzaBase and Pizza', { t: 'ObjectIntersectionOf', ops: [{ t: 'ObjectExactCardinality', n: 1, prop: op('hasBase'), filler: c('PizzaBase') }, c('Pizza')] }],
    ['inverse (hasTopping) some Pizza', { t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectInverseOf', iri: `${P}hasTopping` }, filler: c('Pizza') }],
    ['inverse hasTopping some Pizza', { t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectInverseOf', iri: `${P}hasTopping` }, filler: c('Pizza') }],
    ['{America, England}', { t: 'ObjectOneOf', individuals: [`${P}America`, `${P}England`] }],
    ['knows Self', { t: 'ObjectHasSelf', prop: op('knows') }],
    ['not Pizza and PizzaBase', { t: 'ObjectIntersectionOf', ops: [{ t: 'ObjectComplementOf', op: c('Pizza') }, c('PizzaBase')] }],
    ['A or B and C', { t: 'ObjectUnionOf', ops: [c('A'), { t: 'ObjectIntersectionOf', ops: [c('B'), c('C')] }] }],
    ['A and B or C', { t: 'ObjectUnionOf', ops: [{ t: 'ObjectIntersectionOf', ops: [c('A'), c('B')] }, c('C')] }],
    ['A and (B or C)', { t: 'ObjectIntersectionOf', ops: [c('A'), { t: 'ObjectUnionOf', ops: [c('B'), c('C')] }] }],
    ['A or (B or C)', { t: 'ObjectUnionOf', ops: [c('A'), { t: 'ObjectUnionOf', ops: [c('B'), c('C')] }] }],
    ['Pizza that hasTopping some CheeseTopping', { t: 'ObjectIntersectionOf', ops: [c('Pizza'), { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: c('CheeseTopping') }] }],
    ['not (hasTopping some A)', { t: 'ObjectComplementOf', op: { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: c('A') } }],
    ['hasTopping only not A', { t: 'ObjectAllValuesFrom', prop: op('hasTopping'), filler: { t: 'ObjectComplementOf', op: c('A') } }],
    ["'Пицца с сыром'", c('CheesyPizzaRu')],
    ['Пицца', c('PizzaRu')],
    ['<http://example.org/pizza#Pizza>', c('Pizza')],
    ['hasTopping some owl:Thing', { t: 'ObjectSomeValuesFrom', prop: op('hasTopping'), filler: { t: 'Class', iri: 'http://www.w3.org/2002/07/owl#Thing' } }],
    ['kcal some xsd:integer[>= 3]', { t: 'DataSomeValuesFrom', prop: `${P}kcal`, range: { t: 'DatatypeRestriction', datatype: `${X}integer`, facets: [{ facet: `${X}minInclusive`, value: { value: '3', datatype: `${X}integer` } }] } }],
    ['kcal some integer[> 3, <= 9]', { t: 'DataSomeValuesFrom', prop: `${P}kcal`, range: { t: 'DatatypeRestriction', datatype: `${X}integer`, facets: [{ facet: `${X}minExclusive`, value: { value: '3', datatype: `${X}integer` } }, { facet: `${X}maxInclusive`, value: { value: '9', datatype: `${X}integer` } }] } }],
    ['kcal value 250', { t: 'DataHasValue', prop: `${P}kcal`, value: { value: '250', datatype: `${X}integer` } }],
    ['label value "Сыр"@ru', { t: 'DataHasValue', prop: `${P}label`, value: { value: 'Сыр', lang: 'ru' } }],
    ['label value "x"^^xsd:token', { t: 'DataHasValue', prop: `${P}label`, value: { value: 'x', datatype: `${X}token` } }],
    ['kcal value 2.5f', { t: 'DataHasValue', prop: `${P}kcal`, value: { value: '2.5', datatype: `${X}float` } }],
    ['kcal only (xsd:integer or xsd:decimal)', { t: 'DataAllValuesFrom', prop: `${P}kcal`, range: { t: 'DataUnionOf', ops: [{ t: 'Datatype', iri: `${X}integer` }, { t: 'Datatype', iri: `${X}decimal` }] } }],
    ['kcal some {1, 2}', { t: 'DataSomeValuesFrom', prop: `${P}kcal`, range: { t: 'DataOneOf', values: [{ value: '1', datatype: `${X}integer` }, { value: '2', datatype: `${X}integer` }] } }],
    ['kcal min 1 xsd:integer and Pizza', { t: 'ObjectIntersectionOf', ops: [{ t: 'DataMinCardinality', n: 1, prop: `${P}kcal`, range: { t: 'Datatype', iri: `${X}integer` } }, c('Pizza')] }],
    ['kcal exactly 1', { t: 'DataExactCardinality', n: 1, prop: `${P}kcal` }],
    ['spicy value true', { t: 'DataHasValue', prop: `${P}spicy`, value: { value: 'true', datatype: `${X}boolean` } }],
  ])('%s', (text, expr) => {
    expect(parsed(text)).toEqual(expr);
  });
});

describe('parseClassExpr: errors name the place and the reason', () => {
  it.each<[string, string, string, string?]>([
    ['an unknown name', 'hasTopping some Chese', 'unknownName', 'Chese'],
    ['a class where a property is expected', 'Pizza some CheeseTopping', 'notAProperty', 'Pizza'],
    ['a property where a class is expected', 'Pizza and hasTopping', 'expected', ''],
    ['a data property with a class', 'kcal some CheeseTopping', 'dataPropertyWithClass', 'CheeseTopping'],
    ['an object property with a datatype', 'hasTopping some xsd:integer', 'objectPropertyWithDatatype', 'xsd:integer'],
    ['an object property with a literal', 'hasCountryOfOrigin value 3', 'objectPropertyWithLiteral', '3'],
    ['value with a class', 'hasCountryOfOrigin value Pizza', 'valueNeedsIndividual', 'Pizza'],
    ['a negative cardinality', 'hasTopping min -1', 'cardinalityNotInteger', '-1'],
    ['a fractional cardinality', 'hasTopping min 1.5', 'cardinalityNotInteger', '1.5'],
    ['a word as cardinality', 'hasTopping min Pizza', 'cardinalityNotInteger', 'Pizza'],
    ['a missing filler', 'hasTopping some', 'expected', ''],
    ['an unclosed bracket', 'hasTopping some (A or B', 'expected', ''],
    ['a missing keyword', 'hasTopping Pizza', 'expected', 'Pizza'],
    ['a dangling operator', 'Pizza and', 'expected', ''],
    ['two names', 'Pizza PizzaBase', 'expected', 'PizzaBase'],
    ['an unclosed quote', "'Pizza", 'unclosedQuote', "'Pizza"],
    ['Self on a data property', 'kcal Self', 'selfNeedsObjectProperty', 'Self'],
    ['an empty text', '', 'expected', ''],
    ['inverse of a data property', 'inverse kcal some Pizza', 'inverseNeedsObjectProperty', 'kcal'],
    ['an individual where a class is expected', 'Italy', 'notAClass', 'Italy'],
  ])('%s', (_case, text, code, offending) => {
    const result = parseClassExpr(text, pizzaResolve);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.key).toBe(`classes.axioms.errors.${code}`);
    expect(text.slice(result.error.at, result.error.at + result.error.length)).toBe(offending);
    if (offending === '' ) expect(result.error.at).toBe(text.length);
  });

  it('an expected-token error lists what could have come there', () => {
    const result = parseClassExpr('hasTopping Pizza', pizzaResolve);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.expected).toEqual(expect.arrayContaining([{ keyword: 'some' }, { keyword: 'only' }, { keyword: 'value' }, { keyword: 'min' }]));
  });

  it('a name two classes carry is ambiguous', () => {
    const twice = (name: string): ResolvedEntity[] => (name === 'Twin' ? [{ iri: `${P}T1`, kind: 'Class' }, { iri: `${P}T2`, kind: 'Class' }] : []);
    const result = parseClassExpr('Twin', twice);
    expect(!result.ok && result.error.code).toBe('ambiguousName');
  });
});

describe('render then parse gives the same expression', () => {
  it.each(['hasTopping some (CheeseTopping or VegetableTopping)', 'not (hasTopping some A) and B', "'Пицца с сыром' or {America, England}", 'kcal some xsd:integer[>= 3, < 10]', 'hasTopping some (hasBase some PizzaBase)', 'A or (B or C)', 'hasTopping min 3'])(
    '%s',
    (text) => {
      const expr = parsed(text);
      expect(parsed(renderClassExpr(expr, pizzaNames))).toEqual(expr);
    },
  );
});
