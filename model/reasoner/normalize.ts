import type { Axiom, ClassExpr } from '../owl/axioms';
import { BOTTOM, ConceptTable, TOP } from './concepts';
import { Dropped, ExpressionReader } from './expressions';
import { RoleTable } from './roles';
import type { ReasonerInput, UnusedReason } from './types';

/** The ontology as the saturation reads it: told subsumptions, indexes, roles, disjointness groups. */
export type Normalized = {
  concepts: ConceptTable;
  roles: RoleTable;
  /** disjointness groups: members and the axiom (index into the input) that states them */
  groups: { members: number[]; axiom: number }[];
  classes: Set<string>;
  individuals: Set<string>;
  unused: { id: string; reason: UnusedReason }[];
};

/** Axioms that carry no logical content: never listed as unused. */
const NON_LOGICAL = new Set<Axiom['t']>(['Declaration', 'AnnotationAssertion', 'SubAnnotationPropertyOf', 'AnnotationPropertyDomain', 'AnnotationPropertyRange', 'Ontology']);

export function normalize(input: ReasonerInput): Normalized {
  const state = new AxiomNormalizer();
  input.axioms.forEach(({ id, axiom }, index) => {
    state.index = index;
    state.dropped = null;
    state.add(axiom);
    if (state.dropped) state.unused.push({ id, reason: state.dropped });
  });
  state.roles.close();
  const { concepts, roles, groups, unused, read } = state;
  return { concepts, roles, groups, classes: read.classes, individuals: read.individuals, unused };
}

/** One pass over the axioms; `index` is the axiom being read, `dropped` why part of it was not used. */
class AxiomNormalizer {
  readonly concepts = new ConceptTable();
  readonly roles = new RoleTable();
  readonly read = new ExpressionReader(this.concepts, this.roles);
  readonly groups: Normalized['groups'] = [];
  readonly unused: Normalized['unused'] = [];
  index = 0;
  dropped: UnusedReason | null = null;

  private drop = (reason: UnusedReason): void => {
    this.dropped ??= reason;
  };

  private sub(left: ClassExpr | number[], right: ClassExpr | number): void {
    const alts = Array.isArray(left) ? left : this.read.left(left);
    if (alts instanceof Dropped) return this.drop(alts.reason);
    for (const alt of alts) implies(alt, right, this.index, this.read, this.drop);
  }

  private negative(c: number): number[] {
    this.concepts.markNegative(c);
    return [c];
  }

  add(axiom: Axiom): void {
    const { concepts, roles, read, index } = this;
    switch (axiom.t) {
      case 'Declaration':
        if (axiom.kind === 'Class') read.cls(axiom.iri);
        else if (axiom.kind === 'NamedIndividual') read.nominal(axiom.iri);
        else if (axiom.kind === 'ObjectProperty') roles.role(axiom.iri);
        break;
      case 'SubClassOf':
        this.sub(axiom.sub, axiom.sup);
        break;
      case 'EquivalentClasses':
        for (const a of axiom.ops) for (const b of axiom.ops) if (a !== b) this.sub(a, b);
        break;
      case 'DisjointClasses':
        disjoint(axiom.ops, index, read, this.groups, this.drop);
        break;
      case 'DisjointUnion':
        for (const op of axiom.ops) this.sub(op, { t: 'Class', iri: axiom.cls });
        disjoint(axiom.ops, index, read, this.groups, this.drop);
        this.drop('union'); // cls ⊑ ⊔ops is outside EL
        break;
      case 'SubObjectPropertyOf':
        roles.addInclusion(read.role(axiom.sub), read.role(axiom.sup), index);
        break;
      case 'EquivalentObjectProperties':
        for (const a of axiom.ops) for (const b of axiom.ops) if (a !== b) roles.addInclusion(read.role(a), read.role(b), index);
        break;
      case 'InverseObjectProperties': {
        const a = read.role(axiom.a);
        const b = read.role(axiom.b);
        roles.addInclusion(a, RoleTable.inverse(b), index);
        roles.addInclusion(b, RoleTable.inverse(a), index);
        break;
      }
      case 'SymmetricObjectProperty': {
        const r = read.role(axiom.prop);
        roles.addInclusion(r, RoleTable.inverse(r), index);
        break;
      }
      case 'SubObjectPropertyChain':
        roles.addChain(axiom.chain.map((p) => read.role(p)), read.role(axiom.sup), index);
        break;
      case 'TransitiveObjectProperty': {
        const r = read.role(axiom.prop);
        roles.addChain([r, r], r, index);
        break;
      }
      case 'ReflexiveObjectProperty':
        roles.reflexive.push({ role: read.role(axiom.prop), axiom: index });
        break;
      case 'ObjectPropertyDomain':
        this.sub(this.negative(concepts.some(read.role(axiom.prop), TOP)), axiom.cls);
        break;
      case 'ObjectPropertyRange': {
        const r = read.role(axiom.prop);
        const range = read.right(axiom.cls);
        if (range instanceof Dropped) return this.drop(range.reason);
        if (!RoleTable.isInverse(r)) roles.ranges.push({ role: r, concept: range, axiom: index });
        // between individuals the object of a link gets its range as ∃inv(p).⊤ ⊑ R (rule prp-rng)
        this.sub(this.negative(concepts.some(RoleTable.inverse(r), TOP)), range);
        break;
      }
      case 'FunctionalObjectProperty':
      case 'InverseFunctionalObjectProperty': {
        const r = read.role(axiom.prop);
        const max = concepts.max1(axiom.t === 'FunctionalObjectProperty' ? r : RoleTable.inverse(r), TOP);
        concepts.markPositive(max);
        concepts.addTold(TOP, max, index);
        break;
      }
      case 'ClassAssertion':
        this.sub([read.nominal(axiom.individual)], axiom.cls);
        break;
      case 'ObjectPropertyAssertion': {
        const r = read.role(axiom.prop);
        const [s, o] = RoleTable.isInverse(r) ? [axiom.object, axiom.subject] : [axiom.subject, axiom.object];
        const some = concepts.some(r & ~1, read.nominal(o));
        concepts.markPositive(some);
        concepts.addTold(read.nominal(s), some, index);
        break;
      }
      case 'SameIndividual':
        for (const a of axiom.individuals) for (const b of axiom.individuals) if (a !== b) concepts.addTold(read.nominal(a), read.nominal(b), index);
        break;
      case 'DifferentIndividuals': {
        const members = axiom.individuals.map((i) => read.nominal(i));
        this.groups.push({ members, axiom: index });
        concepts.addDisjointGroup(members, this.groups.length - 1);
        break;
      }
      case 'DataPropertyAssertion':
        concepts.addTold(read.nominal(axiom.subject), read.dataValued(axiom.prop), index);
        break;
      case 'DataPropertyDomain':
        this.sub([read.dataValued(axiom.prop)], axiom.cls);
        break;
      case 'SubDataPropertyOf':
        concepts.addTold(read.dataValued(axiom.sub), read.dataValued(axiom.sup), index);
        break;
      case 'EquivalentDataProperties':
        for (const a of axiom.ops) for (const b of axiom.ops) if (a !== b) concepts.addTold(read.dataValued(a), read.dataValued(b), index);
        break;
      case 'NegativeObjectPropertyAssertion':
      case 'NegativeDataPropertyAssertion':
        this.drop('negativeAssertion');
        break;
      case 'DataPropertyRange':
      case 'DatatypeDefinition':
        this.drop('dataRange');
        break;
      default:
        if (!NON_LOGICAL.has(axiom.t)) this.drop('other');
    }
  }
}

/**
 * sub ⊑ sup for one left-side concept: conjunctions on the right split, a complement on the right
 * is a disjointness (sub ⊓ D ⊑ ⊥), anything else is interned as a right-side concept.
 */
function implies(sub: number, sup: ClassExpr | number, axiom: number, read: ExpressionReader, drop: (r: UnusedReason) => void): void {
  const concepts = read.concepts;
  if (typeof sup === 'number') return concepts.addTold(sub, sup, axiom);
  if (sup.t === 'ObjectIntersectionOf') {
    for (const op of sup.ops) implies(sub, op, axiom, read, drop);
    return;
  }
  if (sup.t === 'ObjectComplementOf') {
    const alts = read.left(sup.op);
    if (alts instanceof Dropped) return drop(alts.reason);
    for (const alt of alts) {
      const both = concepts.and(sub, alt);
      concepts.markNegative(both);
      concepts.addTold(both === sub ? sub : both, BOTTOM, axiom);
    }
    return;
  }
  const right = read.right(sup);
  if (right instanceof Dropped) return drop(right.reason);
  concepts.addTold(sub, right, axiom);
}

function disjoint(ops: ClassExpr[], axiom: number, read: ExpressionReader, groups: Normalized['groups'], drop: (r: UnusedReason) => void): void {
  const alts = ops.map((op) => read.left(op));
  const usable = alts.filter((a): a is number[] => !(a instanceof Dropped));
  if (usable.length < alts.length) drop((alts.find((a) => a instanceof Dropped) as Dropped).reason);
  if (usable.every((a) => a.length === 1)) {
    const members = usable.map((a) => a[0]!);
    groups.push({ members, axiom });
    read.concepts.addDisjointGroup(members, groups.length - 1);
    return;
  }
  // members that are unions: every pair of alternatives of different members is disjoint
  for (let i = 0; i < usable.length; i++)
    for (let j = i + 1; j < usable.length; j++)
      for (const x of usable[i]!)
        for (const y of usable[j]!) {
          const both = read.concepts.and(x, y);
          read.concepts.markNegative(both);
          read.concepts.addTold(both, BOTTOM, axiom);
        }
}
