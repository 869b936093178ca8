import { describe, expect, it } from 'vitest';
import type { Axiom, ClassExpr } from '../axioms';
import { axiomOfEntry, definitionEntryOf, irisOf, replaceEntry } from './classDefinition';

const P = 'http://example.org/pizza#';
const c = (name: string): ClassExpr => ({ t: 'Class', iri: P + name });
const some = (prop: string, filler: ClassExpr): ClassExpr => ({ t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectProperty', iri: P + prop }, filler });
const pizza = `${P}Pizza`;

describe('definitionEntryOf: what an axiom says about the class on its card', () => {
  it.each<[string, Axiom, ReturnType<typeof definitionEntryOf>]>([
    ['a restriction superclass', { t: 'SubClassOf', sub: c('Pizza'), sup: some('hasBase', c('PizzaBase')) }, { section: 'subClassOf', others: [some('hasBase', c('PizzaBase'))], editable: true }],
    ['a named superclass is a parent, not an expression', { t: 'SubClassOf', sub: c('Pizza'), sup: c('Food') }, null],
    ['another class\'s SubClassOf', { t: 'SubClassOf', sub: c('Margherita'), sup: some('hasTopping', c('Pizza')) }, null],
    ['an equivalence, the class second', { t: 'EquivalentClasses', ops: [some('hasTopping', c('Cheese')), c('Pizza')] }, { section: 'equivalentTo', others: [some('hasTopping', c('Cheese'))], editable: true }],
    ['a disjointness of three: shown, not edited', { t: 'DisjointClasses', ops: [c('Pizza'), c('A'), c('B')] }, { section: 'disjointWith', others: [c('A'), c('B')], editable: false }],
    ['an axiom not about the class', { t: 'DisjointClasses', ops: [c('A'), c('B')] }, null],
    ['another kind of axiom', { t: 'ClassAssertion', cls: c('Pizza'), individual: `${P}p1` }, null],
  ])('%s', (_case, axiom, entry) => {
    expect(definitionEntryOf(axiom, pizza)).toEqual(entry);
  });
});

describe('axiomOfEntry and replaceEntry', () => {
  it('builds the axiom of each section', () => {
    const expr = some('hasBase', c('PizzaBase'));
    expect(axiomOfEntry('subClassOf', pizza, expr)).toEqual({ t: 'SubClassOf', sub: c('Pizza'), sup: expr });
    expect(axiomOfEntry('equivalentTo', pizza, expr)).toEqual({ t: 'EquivalentClasses', ops: [c('Pizza'), expr] });
    expect(axiomOfEntry('disjointWith', pizza, c('Base'))).toEqual({ t: 'DisjointClasses', ops: [c('Pizza'), c('Base')], pairwise: true });
  });
  it('replaces the other side and keeps the class\'s place and the annotations', () => {
    const axiom: Axiom = { t: 'EquivalentClasses', ops: [c('X'), c('Pizza')], annotations: [{ prop: 'http://www.w3.org/2000/01/rdf-schema#comment', value: { literal: { value: 'kept' } } }] };
    expect(replaceEntry(axiom, pizza, c('Y'))).toEqual({ ...axiom, ops: [c('Y'), c('Pizza')] });
  });
  it('lists the entities an expression names', () => {
    const expr: ClassExpr = { t: 'ObjectIntersectionOf', ops: [c('A'), some('p', { t: 'ObjectHasValue', prop: { t: 'ObjectProperty', iri: `${P}q` }, individual: `${P}i` }), { t: 'DataHasValue', prop: `${P}d`, value: { value: '1' } }] };
    expect([...irisOf(expr)].sort()).toEqual([`${P}A`, `${P}d`, `${P}i`, `${P}p`, `${P}q`]);
  });
});
