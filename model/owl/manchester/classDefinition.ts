/**
 * A class's logical definition as the class card shows it: the axioms about a named class read as
 * the expressions on its other side (`Pizza SubClassOf hasBase some PizzaBase` is the expression
 * `hasBase some PizzaBase` under «Подкласс класса»), and an edited expression put back into the
 * axiom it came from. A SubClassOf whose superclass is a plain named class is a parent in the class
 * tree, not an expression: the card shows it among the parents.
 */
import type { Axiom, ClassExpr, Iri } from '../axioms';

export type DefinitionSection = 'subClassOf' | 'equivalentTo' | 'disjointWith';

export type DefinitionEntry = {
  section: DefinitionSection;
  /** The class expressions beside the class (one, unless an n-ary axiom names more). */
  others: ClassExpr[];
  /** One expression the card can edit in place (two-operand axioms and SubClassOf). */
  editable: boolean;
};

const isTheClass = (expr: ClassExpr, iri: Iri): boolean => expr.t === 'Class' && expr.iri === iri;

/** What an axiom says about the class `iri` as a definition entry, or null when it is none of its definition. */
export function definitionEntryOf(axiom: Axiom, iri: Iri): DefinitionEntry | null {
  if (axiom.t === 'SubClassOf') {
    if (!isTheClass(axiom.sub, iri) || axiom.sup.t === 'Class') return null;
    return { section: 'subClassOf', others: [axiom.sup], editable: true };
  }
  if (axiom.t !== 'EquivalentClasses' && axiom.t !== 'DisjointClasses') return null;
  const self = axiom.ops.findIndex((op) => isTheClass(op, iri));
  if (self < 0) return null;
  const others = axiom.ops.filter((_, index) => index !== self);
  if (others.length === 0) return null;
  return { section: axiom.t === 'EquivalentClasses' ? 'equivalentTo' : 'disjointWith', others, editable: axiom.ops.length === 2 };
}

/** The axiom that says `expr` of the class `iri` under `section`. */
export function axiomOfEntry(section: DefinitionSection, iri: Iri, expr: ClassExpr): Axiom {
  const self: ClassExpr = { t: 'Class', iri };
  switch (section) {
    case 'subClassOf':
      return { t: 'SubClassOf', sub: self, sup: expr };
    case 'equivalentTo':
      return { t: 'EquivalentClasses', ops: [self, expr] };
    case 'disjointWith':
      return { t: 'DisjointClasses', ops: [self, expr], pairwise: true };
  }
}

/**
 * An edited expression put back into its axiom: the other operand replaced, the class's own place
 * and the axiom's annotations kept (an import's comments on an axiom survive an edit).
 */
export function replaceEntry(axiom: Axiom, iri: Iri, expr: ClassExpr): Axiom {
  if (axiom.t === 'SubClassOf') return { ...axiom, sup: expr };
  if (axiom.t === 'EquivalentClasses' || axiom.t === 'DisjointClasses') return { ...axiom, ops: axiom.ops.map((op) => (isTheClass(op, iri) ? op : expr)) };
  return axiom;
}

/** Named entities an expression mentions by IRI (classes, properties, individuals), for minting IRIs of those that have none stored. */
export function irisOf(expr: ClassExpr, into = new Set<Iri>()): Set<Iri> {
  switch (expr.t) {
    case 'Class':
      into.add(expr.iri);
      break;
    case 'ObjectIntersectionOf':
    case 'ObjectUnionOf':
      for (const op of expr.ops) irisOf(op, into);
      break;
    case 'ObjectComplementOf':
      irisOf(expr.op, into);
      break;
    case 'ObjectOneOf':
      for (const individual of expr.individuals) into.add(individual);
      break;
    case 'ObjectHasValue':
      into.add(expr.prop.iri).add(expr.individual);
      break;
    case 'ObjectSomeValuesFrom':
    case 'ObjectAllValuesFrom':
      into.add(expr.prop.iri);
      irisOf(expr.filler, into);
      break;
    case 'ObjectMinCardinality':
    case 'ObjectMaxCardinality':
    case 'ObjectExactCardinality':
      into.add(expr.prop.iri);
      if (expr.filler) irisOf(expr.filler, into);
      break;
    case 'ObjectHasSelf':
      into.add(expr.prop.iri);
      break;
    default:
      into.add(expr.prop);
  }
  return into;
}
