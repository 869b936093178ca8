/**
 * The interned class expressions the saturation works on. Every distinct (normalised) expression is
 * one integer, so that a context's subsumers are a Map<number, …> and the rule indexes are arrays
 * indexed by concept. Conjunctions are binary (n-ary ones nest) so that R⊓+ needs one lookup.
 */

export const Kind = {
  Top: 0,
  Bottom: 1,
  /** a named class (name = IRI) */
  Class: 2,
  /** {a}: a named or anonymous individual as a class (name = individual) */
  Nominal: 3,
  /** a ⊓ b */
  And: 4,
  /** ∃ role . filler */
  Some: 5,
  /** ∀ role . filler — only ever on the right; used by the individual rule cls-avf */
  All: 6,
  /** ≤1 role . filler (filler ⊤ when unqualified) — only on the right; used by the sameAs rules */
  Max1: 7,
  /** an expression kept opaque (data restrictions): equal only to itself, sound by syntactic identity */
  Atom: 8,
} as const;

export const TOP = 0;
export const BOTTOM = 1;

export class ConceptTable {
  readonly kind: number[] = [];
  /** And: left operand; Some/All/Max1: role */
  readonly a: number[] = [];
  /** And: right operand; Some/All/Max1: filler */
  readonly b: number[] = [];
  readonly name: string[] = [];
  /** told superconcepts (R⊑): flat [sup, axiom, sup, axiom, …] */
  readonly told: (number[] | undefined)[] = [];
  /** negative conjunctions this concept is an operand of: flat [otherOperand, conjunction, …] */
  readonly negConj: (number[] | undefined)[] = [];
  /** negative existentials with this concept as filler: flat [role, existential, …] */
  readonly negSome: (number[] | undefined)[] = [];
  /** disjointness groups this concept is a member of */
  readonly disjoint: (number[] | undefined)[] = [];
  /** occurs on the right of an axiom: an existential that must be decomposed into a link */
  readonly positive: boolean[] = [];
  private readonly negative: boolean[] = [];
  private readonly byName = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
  /** structural concepts by kind: key operand * 2^26 + operand */
  private readonly byParts = [new Map<number, number>(), new Map<number, number>(), new Map<number, number>(), new Map<number, number>()];

  constructor() {
    this.intern(Kind.Top, -1, -1, 'owl:Thing');
    this.intern(Kind.Bottom, -1, -1, 'owl:Nothing');
  }

  get size(): number {
    return this.kind.length;
  }

  private intern(kind: number, a: number, b: number, name: string): number {
    const table = this.tableOf(kind);
    const key = typeof table.key === 'string' ? name : a * 67_108_864 + b;
    const known = (table.map as Map<string | number, number>).get(key);
    if (known !== undefined) return known;
    const id = this.kind.length;
    this.kind.push(kind);
    this.a.push(a);
    this.b.push(b);
    this.name.push(name);
    this.told.push(undefined);
    this.negConj.push(undefined);
    this.negSome.push(undefined);
    this.disjoint.push(undefined);
    this.positive.push(false);
    this.negative.push(false);
    (table.map as Map<string | number, number>).set(key, id);
    return id;
  }

  private tableOf(kind: number): { map: Map<string, number> | Map<number, number>; key: string | number } {
    if (kind === Kind.Class) return { map: this.byName[0]!, key: '' };
    if (kind === Kind.Nominal) return { map: this.byName[1]!, key: '' };
    if (kind === Kind.Atom || kind === Kind.Top || kind === Kind.Bottom) return { map: this.byName[2]!, key: '' };
    return { map: this.byParts[kind - Kind.And]!, key: 0 };
  }

  named(iri: string): number {
    return this.intern(Kind.Class, -1, -1, iri);
  }
  nominal(individual: string): number {
    return this.intern(Kind.Nominal, -1, -1, individual);
  }
  atom(key: string): number {
    return this.intern(Kind.Atom, -1, -1, key);
  }
  and(x: number, y: number): number {
    if (x === y) return x;
    return x < y ? this.intern(Kind.And, x, y, '') : this.intern(Kind.And, y, x, '');
  }
  some(role: number, filler: number): number {
    return this.intern(Kind.Some, role, filler, '');
  }
  all(role: number, filler: number): number {
    return this.intern(Kind.All, role, filler, '');
  }
  max1(role: number, filler: number): number {
    return this.intern(Kind.Max1, role, filler, '');
  }

  /** Looks a named class up without creating it. */
  find(iri: string): number | undefined {
    return this.byName[0]!.get(iri);
  }
  findNominal(individual: string): number | undefined {
    return this.byName[1]!.get(individual);
  }

  markPositive(c: number): void {
    this.positive[c] = true;
  }

  /** Registers a left-side occurrence once, so that R⊓+ and R∃+ can find the expression from its parts. */
  markNegative(c: number): void {
    if (this.negative[c]) return;
    this.negative[c] = true;
    const k = this.kind[c];
    if (k === Kind.And) {
      const x = this.a[c]!;
      const y = this.b[c]!;
      (this.negConj[x] ??= []).push(y, c);
      (this.negConj[y] ??= []).push(x, c);
    } else if (k === Kind.Some) {
      (this.negSome[this.b[c]!] ??= []).push(this.a[c]!, c);
    }
  }

  addTold(sub: number, sup: number, axiom: number): void {
    if (sub === sup) return;
    (this.told[sub] ??= []).push(sup, axiom);
  }

  addDisjointGroup(members: number[], group: number): void {
    for (const m of new Set(members)) (this.disjoint[m] ??= []).push(group);
  }
}
