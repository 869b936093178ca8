/**
 * The implications found so far while computing the canonical base, and the closure L• under
 * them (an implication P → P″ applies to X only when P ⊊ X): LinClosure's counting (Beeri &
 * Bernstein 1979; Maier) — each implication counts the premise attributes still missing and fires
 * when the count reaches zero — so one closure costs the attributes it touches, not a pass over
 * every implication per round.
 */
export class ImplicationClosure {
  private readonly premiseSize: number[] = [];
  private readonly conclusions: number[][] = [];
  /**
   * Missing-attribute counters, valid for implication k only while stamp[k] is the current call's
   * number: a call then costs the attributes it touches, never a reset of every counter.
   */
  private count = new Int32Array(64);
  private stamp = new Int32Array(64);
  private call = 0;
  /** Per attribute, the implications whose premise holds it. */
  private readonly byAttribute: number[][];
  private readonly emptyPremises: number[] = [];

  constructor(private readonly m: number) {
    this.byAttribute = Array.from({ length: m }, () => []);
  }

  /** Adds P → closure (closure ⊇ P, given as attribute lists). */
  add(premise: number[], closure: number[]): void {
    const k = this.premiseSize.length;
    if (k === this.count.length) {
      const count = new Int32Array(k * 2);
      count.set(this.count);
      this.count = count;
      const stamp = new Int32Array(k * 2);
      stamp.set(this.stamp);
      this.stamp = stamp;
    }
    this.premiseSize.push(premise.length);
    this.conclusions.push(closure);
    if (premise.length === 0) this.emptyPremises.push(k);
    for (const a of premise) this.byAttribute[a]!.push(k);
  }

  /**
   * L•(set), in place. With `limit`, gives up (returns false) as soon as an attribute below limit
   * is added: NextClosure would reject that candidate anyway, and most candidates are rejected.
   */
  close(set: Uint32Array, limit = -1): boolean {
    const call = ++this.call;
    const { count, stamp, premiseSize } = this;
    // one more premise attribute present: true when that was the last one missing
    const completes = (k: number): boolean => {
      if (stamp[k] !== call) {
        stamp[k] = call;
        count[k] = premiseSize[k]!;
      }
      return --count[k]! === 0;
    };
    const queue: number[] = [...this.emptyPremises];
    let waiting: number[] = [];
    let size = 0;
    for (let a = 0; a < this.m; a++) {
      if (((set[a >>> 5]! >>> (a & 31)) & 1) === 0) continue;
      size++;
      for (const k of this.byAttribute[a]!) if (completes(k)) queue.push(k);
    }
    while (queue.length > 0) {
      const k = queue.pop()!;
      // the premise is all of the set: it applies only once the set has grown past it
      if (premiseSize[k] === size) {
        waiting.push(k);
        continue;
      }
      let grew = false;
      for (const b of this.conclusions[k]!) {
        if ((set[b >>> 5]! >>> (b & 31)) & 1) continue;
        if (b < limit) return false;
        set[b >>> 5]! |= 1 << (b & 31);
        size++;
        grew = true;
        for (const k2 of this.byAttribute[b]!) if (completes(k2)) queue.push(k2);
      }
      if (grew && waiting.length > 0) {
        queue.push(...waiting);
        waiting = [];
      }
    }
    return true;
  }
}
