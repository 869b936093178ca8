import { describe, expect, it } from 'vitest';
import type { RdfTriple } from './axioms';
import { compareGraphs, isomorphic } from './graphIsomorphism';

const P = 'urn:p';
const b = (blank: string) => ({ blank });
const i = (iri: string) => ({ iri });
const l = (value: string) => ({ literal: { value, datatype: 'http://www.w3.org/2001/XMLSchema#string' } });
const t = (s: RdfTriple['s'], o: RdfTriple['o'], p = P): RdfTriple => ({ s, p, o });

describe('graph isomorphism', () => {
  it('ignores blank node names', () => {
    expect(isomorphic([t(i('urn:a'), b('x')), t(b('x'), l('1'))], [t(i('urn:a'), b('y')), t(b('y'), l('1'))])).toBe(true);
  });

  it('tells a different literal under a blank node', () => {
    const r = compareGraphs([t(i('urn:a'), b('x')), t(b('x'), l('1'))], [t(i('urn:a'), b('y')), t(b('y'), l('2'))]);
    expect(r.isomorphic).toBe(false);
  });

  it('counts repeated triples once', () => {
    expect(isomorphic([t(i('urn:a'), l('1')), t(i('urn:a'), l('1'))], [t(i('urn:a'), l('1'))])).toBe(true);
  });

  it('matches symmetric structures by search (two identical blank subtrees)', () => {
    const a = [t(i('urn:a'), b('1')), t(i('urn:a'), b('2')), t(b('1'), i('urn:c')), t(b('2'), i('urn:c'))];
    const c = [t(i('urn:a'), b('x')), t(i('urn:a'), b('y')), t(b('y'), i('urn:c')), t(b('x'), i('urn:c'))];
    expect(isomorphic(a, c)).toBe(true);
  });

  it('refuses graphs with the same colours but no bijection (two 3-cycles against one 6-cycle)', () => {
    const cycle = (names: string[]): RdfTriple[] => names.map((n, k) => t(b(n), b(names[(k + 1) % names.length] as string)));
    const two = [...cycle(['a', 'b', 'c']), ...cycle(['d', 'e', 'f'])];
    const six = cycle(['1', '2', '3', '4', '5', '6']);
    expect(isomorphic(two, six)).toBe(false);
    expect(isomorphic(six, cycle(['6', '5', '4', '3', '2', '1']).map((x) => t(x.o as RdfTriple['s'], x.s)))).toBe(true);
  });

  it('tells a literal language apart', () => {
    const a = [t(i('urn:a'), { literal: { value: 'x', lang: 'en' } })];
    const c = [t(i('urn:a'), { literal: { value: 'x', lang: 'de' } })];
    expect(isomorphic(a, c)).toBe(false);
  });
});
