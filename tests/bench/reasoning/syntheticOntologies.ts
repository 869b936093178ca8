import type { Axiom, ClassExpr, ObjectPropertyExpr } from '../../../model/owl/axioms';
import type { ReasonerInput } from '../../../model/reasoner/types';

const NS = 'http://example.org/bench#';
// one string per name, as a parsed document gives (a template literal per use would make every
// occurrence a fresh rope that the reasoner's name lookups must flatten and hash again)
const names: string[] = [];
const nameOf = (i: number) => (names[i] ??= `${NS}C${i}`);
const cls = (i: number): ClassExpr => ({ t: 'Class', iri: nameOf(i) });
const prop = (j: number): ObjectPropertyExpr => ({ t: 'ObjectProperty', iri: `${NS}r${j}` });
const some = (j: number, filler: ClassExpr): ClassExpr => ({ t: 'ObjectSomeValuesFrom', prop: prop(j), filler });

/** A small deterministic generator (mulberry32), so every run classifies the same ontology. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A SNOMED-like EL ontology: `classes` named classes in a random tree (a tenth with a second parent),
 * half of them with an existential restriction on one of 10 roles (a role hierarchy r1..r9 ⊑ r0-ish,
 * r9 transitive like part-of), a domain and a range, and one defined class in twenty
 * (D ≡ A ⊓ ∃r.B, built from an existing restriction so that some classes fall under it).
 * Also returns the asserted named subclass edges, for the SQL floor.
 */
export function syntheticEl(classes: number): { input: ReasonerInput; edges: [number, number][] } {
  const rnd = random(42);
  const pick = (below: number) => Math.floor(rnd() * below);
  const axioms: Axiom[] = [];
  const edges: [number, number][] = [];
  const restriction: { role: number; filler: number }[] = [];
  for (let j = 1; j < 10; j++) axioms.push({ t: 'SubObjectPropertyOf', sub: prop(j), sup: prop(Math.floor(j / 3)) });
  axioms.push({ t: 'TransitiveObjectProperty', prop: prop(9) });
  axioms.push({ t: 'ObjectPropertyDomain', prop: prop(4), cls: cls(1) });
  axioms.push({ t: 'ObjectPropertyRange', prop: prop(5), cls: cls(2) });
  const parentOf: number[] = [-1];
  for (let i = 1; i < classes; i++) {
    const parent = pick(i);
    parentOf.push(parent);
    axioms.push({ t: 'SubClassOf', sub: cls(i), sup: cls(parent) });
    edges.push([i, parent]);
    if (rnd() < 0.1) {
      const second = pick(i);
      axioms.push({ t: 'SubClassOf', sub: cls(i), sup: cls(second) });
      edges.push([i, second]);
    }
    if (rnd() < 0.5) {
      const role = pick(10);
      // a transitive role points to a class close by, as part-of does in anatomy
      const filler = role === 9 ? Math.max(0, i - 1 - pick(20)) : pick(classes);
      axioms.push({ t: 'SubClassOf', sub: cls(i), sup: some(role, cls(filler)) });
      restriction[i] = { role, filler };
    }
  }
  for (let i = 1; i < classes; i++) {
    const r = restriction[i];
    if (!r || rnd() >= 0.1) continue;
    // D ≡ parent ⊓ ∃(a super-role).(an ancestor of the filler): i and its siblings with such a restriction fall under it
    const up = r.role === 0 ? 0 : Math.floor(r.role / 3);
    const fillerAncestor = parentOf[r.filler]! >= 0 ? parentOf[r.filler]! : r.filler;
    axioms.push({ t: 'EquivalentClasses', ops: [{ t: 'Class', iri: `${NS}D${i}` }, { t: 'ObjectIntersectionOf', ops: [cls(parentOf[i]!), some(up, cls(fillerAncestor))] }] });
  }
  return { input: { axioms: axioms.map((axiom, i) => ({ id: String(i), axiom })) }, edges };
}

/** The deep taxonomy: C0 ⊑ C1 ⊑ … ⊑ C(levels), and one individual of C0. */
export function deepTaxonomy(levels: number): { input: ReasonerInput; individual: string; last: string } {
  const axioms: Axiom[] = [];
  for (let i = 0; i < levels; i++) axioms.push({ t: 'SubClassOf', sub: cls(i), sup: cls(i + 1) });
  const individual = `${NS}i`;
  axioms.push({ t: 'ClassAssertion', cls: cls(0), individual });
  return { input: { axioms: axioms.map((axiom, i) => ({ id: String(i), axiom })) }, individual, last: nameOf(levels) };
}

export const benchNamespace = NS;
