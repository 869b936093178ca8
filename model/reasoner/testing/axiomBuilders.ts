import type { Axiom, ClassExpr, ObjectPropertyExpr } from '../../owl/axioms';
import type { ReasonerInput } from '../types';

/** Short builders for hand-made test ontologies: names are prefixed with `:` to make IRIs. */
export const iri = (name: string) => `http://example.org/t#${name}`;
export const C = (name: string): ClassExpr => ({ t: 'Class', iri: iri(name) });
export const P = (name: string): ObjectPropertyExpr => ({ t: 'ObjectProperty', iri: iri(name) });
export const inv = (name: string): ObjectPropertyExpr => ({ t: 'ObjectInverseOf', iri: iri(name) });
export const and = (...ops: ClassExpr[]): ClassExpr => ({ t: 'ObjectIntersectionOf', ops });
export const or = (...ops: ClassExpr[]): ClassExpr => ({ t: 'ObjectUnionOf', ops });
export const not = (op: ClassExpr): ClassExpr => ({ t: 'ObjectComplementOf', op });
export const some = (p: string, filler: ClassExpr): ClassExpr => ({ t: 'ObjectSomeValuesFrom', prop: P(p), filler });
export const only = (p: string, filler: ClassExpr): ClassExpr => ({ t: 'ObjectAllValuesFrom', prop: P(p), filler });
export const value = (p: string, individual: string): ClassExpr => ({ t: 'ObjectHasValue', prop: P(p), individual: iri(individual) });
export const THING: ClassExpr = { t: 'Class', iri: 'http://www.w3.org/2002/07/owl#Thing' };
export const NOTHING: ClassExpr = { t: 'Class', iri: 'http://www.w3.org/2002/07/owl#Nothing' };

export const sub = (a: ClassExpr | string, b: ClassExpr | string): Axiom => ({ t: 'SubClassOf', sub: typeof a === 'string' ? C(a) : a, sup: typeof b === 'string' ? C(b) : b });
export const equiv = (...ops: (ClassExpr | string)[]): Axiom => ({ t: 'EquivalentClasses', ops: ops.map((o) => (typeof o === 'string' ? C(o) : o)) });
export const disjoint = (...ops: string[]): Axiom => ({ t: 'DisjointClasses', ops: ops.map(C) });
export const subProp = (a: string, b: string): Axiom => ({ t: 'SubObjectPropertyOf', sub: P(a), sup: P(b) });
export const chain = (roles: string[], sup: string): Axiom => ({ t: 'SubObjectPropertyChain', chain: roles.map(P), sup: P(sup) });
export const characteristic = (t: 'TransitiveObjectProperty' | 'ReflexiveObjectProperty' | 'SymmetricObjectProperty' | 'FunctionalObjectProperty' | 'InverseFunctionalObjectProperty', p: string): Axiom => ({ t, prop: P(p) });
export const domain = (p: string, cls: ClassExpr | string): Axiom => ({ t: 'ObjectPropertyDomain', prop: P(p), cls: typeof cls === 'string' ? C(cls) : cls });
export const range = (p: string, cls: ClassExpr | string): Axiom => ({ t: 'ObjectPropertyRange', prop: P(p), cls: typeof cls === 'string' ? C(cls) : cls });
export const inverses = (a: string, b: string): Axiom => ({ t: 'InverseObjectProperties', a: P(a), b: P(b) });
export const typeOf = (individual: string, cls: ClassExpr | string): Axiom => ({ t: 'ClassAssertion', individual: iri(individual), cls: typeof cls === 'string' ? C(cls) : cls });
export const rel = (s: string, p: string, o: string): Axiom => ({ t: 'ObjectPropertyAssertion', prop: P(p), subject: iri(s), object: iri(o) });
export const different = (...individuals: string[]): Axiom => ({ t: 'DifferentIndividuals', individuals: individuals.map(iri) });

/** Numbers the axioms a1, a2, … so tests can name the ones an explanation must use. */
export function ontology(...axioms: Axiom[]): ReasonerInput {
  return { axioms: axioms.map((axiom, i) => ({ id: `a${i + 1}`, axiom })) };
}
