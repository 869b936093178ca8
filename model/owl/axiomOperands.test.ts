import { describe, expect, it } from 'vitest';
import type { Axiom } from './axioms';
import { isObjectPropertyCharacteristic, operandsOf, termsOf } from './axiomOperands';

const C = (iri: string) => ({ t: 'Class' as const, iri });
const P = (iri: string) => ({ t: 'ObjectProperty' as const, iri });

describe('the operands of an axiom, in functional-syntax order', () => {
  it.each<[string, Axiom, unknown[]]>([
    ['a class assertion: class, then individual', { t: 'ClassAssertion', cls: C('A'), individual: 'a' }, [{ role: 'class', value: C('A') }, { role: 'individual', value: 'a' }]],
    [
      'a property assertion: property, subject, object',
      { t: 'DataPropertyAssertion', prop: 'd', subject: 'a', value: { value: '1' } },
      [{ role: 'dataProperty', value: 'd' }, { role: 'individual', value: 'a' }, { role: 'literal', value: { value: '1' } }],
    ],
    ['a declared class is a class', { t: 'Declaration', kind: 'Class', iri: 'A' }, [{ role: 'class', value: C('A') }]],
    ['a characteristic: the property', { t: 'TransitiveObjectProperty', prop: P('p') }, [{ role: 'objectProperty', value: P('p') }]],
    [
      'a disjoint union: the class, then its parts as one list',
      { t: 'DisjointUnion', cls: 'A', ops: [C('B'), C('C')] },
      [{ role: 'class', value: C('A') }, { role: 'list', items: [{ role: 'class', value: C('B') }, { role: 'class', value: C('C') }] }],
    ],
    ['the header: none', { t: 'Ontology', iri: 'o', versionIri: null, imports: [] }, []],
  ])('%s', (_, axiom, operands) => expect(operandsOf(axiom)).toEqual(operands));

  it('opens lists up for the terms', () => {
    const key: Axiom = { t: 'HasKey', cls: C('A'), objectProps: [P('p')], dataProps: ['d'] };
    expect(termsOf(key).map((t) => t.role)).toEqual(['class', 'objectProperty', 'dataProperty']);
  });

  it('tells the characteristics from the rest', () => {
    expect(isObjectPropertyCharacteristic({ t: 'SymmetricObjectProperty', prop: P('p') })).toBe(true);
    expect(isObjectPropertyCharacteristic({ t: 'FunctionalDataProperty', prop: 'd' })).toBe(false);
  });
});
