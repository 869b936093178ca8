/**
 * One premise record per conclusion: the rule that first derived it and pointers to the
 * conclusions it used (never copied axiom lists), kept in one growable Int32Array so that a
 * 100,000-class saturation does not allocate an object per conclusion. Explanations are unfolded
 * from these records only for the inferences that are reported.
 *
 * Conclusions are either a subsumer (ctx, concept) — "ctx ⊑ concept" — or a link (target, role,
 * source) — "source ⊑ ∃role.target". Record layouts, after the rule code:
 */
export const Rule = {
  /** the context's own root (or ⊤) */
  Init: 0,
  /** [axiom, ctx, from]: from ∈ S(ctx) and a told from ⊑ concept */
  Told: 1,
  /** [ctx, conjunction]: an operand of a conjunction in S(ctx) */
  Decompose: 2,
  /** [ctx, x, y]: both operands in S(ctx) */
  Conjoin: 3,
  /** [target, role, source, filler, superRole]: a link and filler ∈ S(target) give ∃superRole.filler */
  Exists: 4,
  /** [target, role, source]: ⊥ in the target of a link */
  Bottom: 5,
  /** [axiom, ctx, x, y]: two members of a disjointness group */
  Disjoint: 6,
  /** [source, existential]: a link made from an existential in S(source) */
  Link: 7,
  /** [chain, middle, role1, source, target, role2]: source -role1-> middle -role2-> target */
  Chain: 8,
  /** [axiom]: the self link of a reflexive role */
  Reflexive: 9,
  /** [target, role, source]: the reverse of a link between individuals */
  Inverse: 10,
  /** [ctx, nominal, nominalCtx, concept]: {c} ∈ S(ctx) and concept ∈ S({c}) */
  Nominal: 11,
  /** [axiom, role, rangeRole]: a range of the role of the link the context was made for */
  Range: 12,
  /** [source, all, target, role]: ∀ in S(source) and a link to an individual */
  AllValues: 13,
  /** [source, max, target1, role1, target2, role2]: two successors of an individual under ≤1 */
  Same: 14,
} as const;

/** Fields per rule, indexed by rule code. */
const FIELDS = [0, 3, 2, 3, 5, 3, 4, 2, 6, 1, 3, 4, 3, 4, 6];

export class PremiseStore {
  private data = new Int32Array(1 << 16);
  private used = 1; // record 0 is the shared Init record

  /** Fixed arity (unused fields are 0): rest parameters would allocate on the hottest path of the saturation. */
  add(rule: number, f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0): number {
    const n = FIELDS[rule]!;
    const need = this.used + n + 1;
    if (need > this.data.length) {
      let size = this.data.length * 2;
      while (size < need) size *= 2;
      const grown = new Int32Array(size);
      grown.set(this.data.subarray(0, this.used));
      this.data = grown;
    }
    const at = this.used;
    const d = this.data;
    d[at] = rule;
    if (n > 0) d[at + 1] = f0;
    if (n > 1) d[at + 2] = f1;
    if (n > 2) d[at + 3] = f2;
    if (n > 3) d[at + 4] = f3;
    if (n > 4) d[at + 5] = f4;
    if (n > 5) d[at + 6] = f5;
    this.used = need;
    return at;
  }

  rule(at: number): number {
    return this.data[at]!;
  }

  /** The i-th field (from 0) of the record at `at`. */
  field(at: number, i: number): number {
    return this.data[at + 1 + i]!;
  }

  get bytes(): number {
    return this.data.byteLength;
  }
}
