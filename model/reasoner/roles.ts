/**
 * Object properties and their hierarchy. Every property p gets two role ids: p and inverse(p)
 * (ids 2k and 2k+1), so that InverseObjectProperties, SymmetricObjectProperty and ObjectInverseOf
 * are plain role inclusions (p ⊑ inv(q)); links with inverse roles only ever exist between
 * individuals (the RL part), where they are sound. The told inclusions are closed reflexively and
 * transitively once, keeping one path of axioms per pair for explanations.
 */

type Step = { prev: number; axiom: number };
export type Chain = { first: number; second: number; sup: number; axiom: number };

export class RoleTable {
  readonly iri: string[] = [];
  /** roles made up to split long chains; never reported */
  readonly auxiliary: boolean[] = [];
  readonly chains: Chain[] = [];
  readonly reflexive: { role: number; axiom: number }[] = [];
  /** ObjectPropertyRange(p, concept) */
  readonly ranges: { role: number; concept: number; axiom: number }[] = [];
  private readonly byIri = new Map<string, number>();
  private readonly edges: { sub: number; sup: number; axiom: number }[] = [];
  private supers: Map<number, Step>[] = [];
  private readonly composeCache = new Map<number, number[]>();
  private rangeCache = new Map<number, number[]>();
  private inFirst: boolean[] = [];
  private inSecond: boolean[] = [];

  get size(): number {
    return this.iri.length;
  }

  /** The role id of a property (its inverse is id ^ 1). */
  role(iri: string): number {
    const known = this.byIri.get(iri);
    if (known !== undefined) return known;
    return this.allocate(iri, false);
  }

  auxiliaryRole(): number {
    return this.allocate(`_:chain${this.iri.length}`, true);
  }

  private allocate(iri: string, auxiliary: boolean): number {
    const id = this.iri.length;
    this.iri.push(iri, iri);
    this.auxiliary.push(auxiliary, auxiliary);
    this.byIri.set(iri, id);
    return id;
  }

  static inverse(role: number): number {
    return role ^ 1;
  }
  static isInverse(role: number): boolean {
    return (role & 1) === 1;
  }

  /** sub ⊑ sup; the mirrored inv(sub) ⊑ inv(sup) follows from the same axiom. */
  addInclusion(sub: number, sup: number, axiom: number): void {
    this.edges.push({ sub, sup, axiom }, { sub: sub ^ 1, sup: sup ^ 1, axiom });
  }

  addChain(roles: number[], sup: number, axiom: number): void {
    if (roles.length === 1) return this.addInclusion(roles[0]!, sup, axiom);
    // r1∘r2∘…∘rn ⊑ s becomes r1∘r2 ⊑ u1, u1∘r3 ⊑ u2, …, all explained by the same axiom
    let left = roles[0]!;
    for (let i = 1; i < roles.length; i++) {
      const target = i === roles.length - 1 ? sup : this.auxiliaryRole();
      this.chains.push({ first: left, second: roles[i]!, sup: target, axiom });
      left = target;
    }
  }

  /** Closes the told inclusions (breadth first, so each path is a shortest one). */
  close(): void {
    const out: { sup: number; axiom: number }[][] = Array.from({ length: this.size }, () => []);
    for (const e of this.edges) out[e.sub]!.push({ sup: e.sup, axiom: e.axiom });
    this.supers = [];
    for (let r = 0; r < this.size; r++) {
      const reached = new Map<number, Step>([[r, { prev: -1, axiom: -1 }]]);
      const queue = [r];
      for (let i = 0; i < queue.length; i++) {
        const at = queue[i]!;
        for (const e of out[at]!) {
          if (reached.has(e.sup)) continue;
          reached.set(e.sup, { prev: at, axiom: e.axiom });
          queue.push(e.sup);
        }
      }
      this.supers.push(reached);
    }
    this.inFirst = new Array<boolean>(this.size).fill(false);
    this.inSecond = new Array<boolean>(this.size).fill(false);
    for (let r = 0; r < this.size; r++) {
      for (const c of this.chains) {
        if (this.isSub(r, c.first)) this.inFirst[r] = true;
        if (this.isSub(r, c.second)) this.inSecond[r] = true;
      }
    }
    this.composeCache.clear();
    this.rangeCache = new Map();
  }

  isSub(sub: number, sup: number): boolean {
    return this.supers[sub]?.has(sup) ?? sub === sup;
  }

  superRoles(role: number): Iterable<number> {
    return this.supers[role]?.keys() ?? [role];
  }

  /** The axioms of one path sub ⊑ … ⊑ sup. */
  pathAxioms(sub: number, sup: number, into: number[]): void {
    const steps = this.supers[sub];
    if (!steps) return;
    let at = sup;
    for (let step = steps.get(at); step && step.prev !== -1; step = steps.get(at)) {
      into.push(step.axiom);
      at = step.prev;
    }
  }

  firstOfChain(role: number): boolean {
    return this.inFirst[role] ?? false;
  }
  secondOfChain(role: number): boolean {
    return this.inSecond[role] ?? false;
  }

  /** Chains that compose a link by `first` followed by one by `second`: flat [sup, chainIndex, …]. */
  compose(first: number, second: number): number[] {
    const key = first * this.size + second;
    let found = this.composeCache.get(key);
    if (!found) {
      found = [];
      this.chains.forEach((c, i) => {
        if (this.isSub(first, c.first) && this.isSub(second, c.second)) found!.push(c.sup, i);
      });
      this.composeCache.set(key, found);
    }
    return found;
  }

  /** Ranges that hold for the fillers of a link by `role`: indexes into `ranges`. */
  rangesOf(role: number): number[] {
    let found = this.rangeCache.get(role);
    if (!found) {
      found = [];
      this.ranges.forEach((r, i) => {
        if (this.isSub(role, r.role)) found!.push(i);
      });
      this.rangeCache.set(role, found);
    }
    return found;
  }
}
