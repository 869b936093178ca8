import { describe, expect, it } from 'vitest';
import type { Axiom } from './axioms';
import { irisOf, signatureOf, subjectOf } from './signature';

const X = 'urn:x#';
const axiom: Axiom = {
  t: 'SubClassOf',
  sub: { t: 'Class', iri: `${X}A` },
  sup: { t: 'ObjectIntersectionOf', ops: [{ t: 'ObjectSomeValuesFrom', prop: { t: 'ObjectInverseOf', iri: `${X}p` }, filler: { t: 'ObjectOneOf', individuals: [`${X}i`, '_:anon'] } }, { t: 'DataHasValue', prop: `${X}d`, value: { value: '1' } }] },
  annotations: [{ prop: `${X}note`, value: { iri: `${X}doc` } }],
};

describe('signature', () => {
  it('collects classes, properties and named individuals through nested expressions', () => {
    const sig = signatureOf(axiom);
    expect([...sig.classes]).toEqual([`${X}A`]);
    expect([...sig.objectProperties]).toEqual([`${X}p`]);
    expect([...sig.dataProperties]).toEqual([`${X}d`]);
    expect([...sig.individuals]).toEqual([`${X}i`]);
  });

  it('irisOf adds annotation properties and values, and raw RDF', () => {
    expect([...irisOf(axiom)].sort()).toEqual([`${X}A`, `${X}d`, `${X}doc`, `${X}i`, `${X}note`, `${X}p`]);
    expect([...irisOf({ t: 'Rdf', triples: [{ s: { iri: `${X}s` }, p: `${X}q`, o: { blank: 'b' } }] })]).toEqual([`${X}s`]);
  });

  it('subjectOf names what the axiom is about', () => {
    expect(subjectOf(axiom)).toBe(`${X}A`);
    expect(subjectOf({ t: 'AnnotationAssertion', prop: `${X}note`, subject: `${X}B`, value: { literal: { value: 'x' } } })).toBe(`${X}B`);
    expect(subjectOf({ t: 'ClassAssertion', cls: { t: 'Class', iri: `${X}A` }, individual: '_:a' })).toBeNull();
  });
});
