import type { ClassExpr, ObjectPropertyExpr } from '../owl/axioms';
import { BOTTOM, TOP, type ConceptTable } from './concepts';
import { RoleTable } from './roles';
import type { UnusedReason } from './types';

export const OWL_THING = 'http://www.w3.org/2002/07/owl#Thing';
export const OWL_NOTHING = 'http://www.w3.org/2002/07/owl#Nothing';
const RDFS_LITERAL = 'http://www.w3.org/2000/01/rdf-schema#Literal';
/** A left side with more alternatives than this (unions multiplied out) is not used. */
const MAX_ALTERNATIVES = 64;

/** Something outside what the classifier uses: the axiom is listed as unused with this reason. */
export class Dropped {
  constructor(readonly reason: UnusedReason) {}
}

/**
 * Turns class expressions into interned concepts: `right` for an expression that is implied
 * (superclass side), `left` for one that implies (subclass side; unions multiply out into
 * alternatives, so (A ⊔ B) ⊑ C is A ⊑ C and B ⊑ C). Data restrictions become opaque atoms that
 * imply "has some value of p" — sound, and enough for data property domains.
 */
export class ExpressionReader {
  readonly classes = new Set<string>();
  readonly individuals = new Set<string>();

  constructor(
    readonly concepts: ConceptTable,
    readonly roles: RoleTable,
  ) {}

  cls(iri: string): number {
    if (iri === OWL_THING) return TOP;
    if (iri === OWL_NOTHING) return BOTTOM;
    this.classes.add(iri);
    return this.concepts.named(iri);
  }

  nominal(individual: string): number {
    this.individuals.add(individual);
    return this.concepts.nominal(individual);
  }

  role(p: ObjectPropertyExpr): number {
    const r = this.roles.role(p.iri);
    return p.t === 'ObjectInverseOf' ? RoleTable.inverse(r) : r;
  }

  /** "has some value of data property p" */
  dataValued(prop: string): number {
    return this.concepts.atom(`data:${prop}`);
  }

  private dataAtom(e: ClassExpr & { prop: string }): number {
    const plain = e.t === 'DataSomeValuesFrom' && e.range.t === 'Datatype' && e.range.iri === RDFS_LITERAL;
    if (plain) return this.dataValued(e.prop);
    const atom = this.concepts.atom(JSON.stringify(e));
    this.concepts.addTold(atom, this.dataValued(e.prop), -1);
    return atom;
  }

  right(e: ClassExpr): number | Dropped {
    const c = this.concepts;
    switch (e.t) {
      case 'Class':
        return this.cls(e.iri);
      case 'ObjectIntersectionOf': {
        let acc = TOP;
        for (const op of e.ops) {
          const x = this.right(op);
          if (x instanceof Dropped) return x;
          acc = acc === TOP ? x : c.and(acc, x);
        }
        c.markPositive(acc);
        return acc;
      }
      case 'ObjectUnionOf':
        return e.ops.length === 1 ? this.right(e.ops[0]!) : new Dropped('union');
      case 'ObjectOneOf':
        return e.individuals.length === 1 ? this.nominal(e.individuals[0]!) : new Dropped('oneOf');
      case 'ObjectComplementOf':
        return new Dropped('complement');
      case 'ObjectSomeValuesFrom':
      case 'ObjectHasValue':
      case 'ObjectMinCardinality':
      case 'ObjectExactCardinality':
        return this.rightSome(e);
      case 'ObjectAllValuesFrom': {
        if (e.prop.t === 'ObjectInverseOf') return new Dropped('inverse');
        const f = this.right(e.filler);
        if (f instanceof Dropped) return f;
        const all = c.all(this.role(e.prop), f);
        c.markPositive(all);
        return all;
      }
      case 'ObjectMaxCardinality':
        return this.max1(e.n, e.prop, e.filler);
      case 'DataHasValue':
      case 'DataSomeValuesFrom':
        return this.dataAtom(e);
      case 'ObjectHasSelf':
        return new Dropped('other');
      default:
        return new Dropped(e.t.startsWith('Data') && e.t.endsWith('Cardinality') ? 'cardinality' : 'dataRange');
    }
  }

  private rightSome(e: ClassExpr & { prop: ObjectPropertyExpr }): number | Dropped {
    if (e.prop.t === 'ObjectInverseOf') return new Dropped('inverse');
    let filler: number | Dropped = TOP;
    if (e.t === 'ObjectHasValue') filler = this.nominal(e.individual);
    else if (e.t === 'ObjectSomeValuesFrom') filler = this.right(e.filler);
    else if (e.t === 'ObjectMinCardinality' || e.t === 'ObjectExactCardinality') {
      if (e.n === 0 && e.t === 'ObjectMinCardinality') return TOP;
      if (e.n !== 1) return new Dropped('cardinality');
      if (e.filler) filler = this.right(e.filler);
    }
    if (filler instanceof Dropped) return filler;
    const some = this.concepts.some(this.role(e.prop), filler);
    this.concepts.markPositive(some);
    if (e.t !== 'ObjectExactCardinality') return some;
    const max = this.max1(1, e.prop, 'filler' in e ? e.filler : undefined);
    if (max instanceof Dropped) return max;
    const both = this.concepts.and(some, max);
    this.concepts.markPositive(both);
    return both;
  }

  private max1(n: number, prop: ObjectPropertyExpr, filler: ClassExpr | undefined): number | Dropped {
    if (n !== 1) return new Dropped('cardinality');
    let f = TOP;
    if (filler) {
      // the filler is tested on the successors, so it must be recognisable: a left-side expression
      const alts = this.left(filler);
      if (alts instanceof Dropped) return alts;
      if (alts.length !== 1) return new Dropped('union');
      f = alts[0]!;
    }
    const max = this.concepts.max1(this.role(prop), f);
    this.concepts.markPositive(max);
    return max;
  }

  left(e: ClassExpr): number[] | Dropped {
    const c = this.concepts;
    switch (e.t) {
      case 'Class':
        return [this.cls(e.iri)];
      case 'ObjectIntersectionOf': {
        let acc = [TOP];
        for (const op of e.ops) {
          const xs = this.left(op);
          if (xs instanceof Dropped) return xs;
          if (acc.length * xs.length > MAX_ALTERNATIVES) return new Dropped('union');
          acc = acc.flatMap((a) => xs.map((x) => (a === TOP ? x : this.negative(c.and(a, x)))));
        }
        return acc;
      }
      case 'ObjectUnionOf': {
        const out: number[] = [];
        for (const op of e.ops) {
          const xs = this.left(op);
          if (xs instanceof Dropped) return xs;
          out.push(...xs);
        }
        return out.length > MAX_ALTERNATIVES ? new Dropped('union') : out;
      }
      case 'ObjectOneOf':
        return e.individuals.map((i) => this.nominal(i));
      case 'ObjectSomeValuesFrom':
      case 'ObjectHasValue':
      case 'ObjectMinCardinality':
      case 'ObjectExactCardinality': {
        if (e.t === 'ObjectMinCardinality' && e.n === 0) return [TOP];
        if ((e.t === 'ObjectMinCardinality' && e.n !== 1) || e.t === 'ObjectExactCardinality') return new Dropped('cardinality');
        const role = this.role(e.prop);
        const fillers = e.t === 'ObjectHasValue' ? [this.nominal(e.individual)] : e.filler ? this.left(e.filler) : [TOP];
        if (fillers instanceof Dropped) return fillers;
        return fillers.map((f) => this.negative(c.some(role, f)));
      }
      case 'DataHasValue':
      case 'DataSomeValuesFrom':
        return [this.dataAtom(e)];
      case 'ObjectComplementOf':
        return new Dropped('complement');
      case 'ObjectAllValuesFrom':
        return new Dropped('allValuesFrom');
      case 'ObjectMaxCardinality':
        return new Dropped('cardinality');
      case 'ObjectHasSelf':
        return new Dropped('other');
      default:
        return new Dropped(e.t.endsWith('Cardinality') ? 'cardinality' : 'dataRange');
    }
  }

  private negative(x: number): number {
    this.concepts.markNegative(x);
    return x;
  }
}
