/**
 * A hash table of conclusions keyed by three non-negative int32 (ctx, concept, 0 for subsumers;
 * target, role, source for links) with an int32 value (the premise record), in typed arrays with
 * open addressing. One table for the whole saturation instead of a Map per context: a 100,000-class
 * ontology has millions of conclusions, and growing that many small Maps is mostly garbage collection.
 */
export class ConclusionTable {
  /** per slot: a + 1 (0 = empty), b, c, value — one cache line per probe */
  private slots: Int32Array;
  private mask: number;
  private count = 0;

  /** `expected`: how many entries to make room for at once (growing a big table is its main cost). */
  constructor(expected = 1 << 12) {
    let capacity = 1 << 12;
    while (capacity * 0.7 < expected && capacity < 1 << 26) capacity *= 2;
    // a + 1 is stored, so that a fresh (zeroed) array is all empty slots without a fill
    this.slots = new Int32Array(capacity * 4);
    this.mask = capacity - 1;
  }

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  private slotOf(a: number, b: number, c: number): number {
    // combine, then murmur3's finaliser: linear probing needs well-mixed low bits
    let h = Math.imul(a, 0x9e3779b1) + Math.imul(b, 0x85ebca77) + Math.imul(c, 0xc2b2ae3d);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let slot = h & this.mask;
    const k = this.slots;
    const a1 = a + 1;
    for (;;) {
      const at = slot * 4;
      const ka = k[at]!;
      if (ka === 0 || (ka === a1 && k[at + 1] === b && k[at + 2] === c)) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The value, or -1 when absent. */
  get(a: number, b: number, c: number): number {
    const at = this.slotOf(a, b, c) * 4;
    return this.slots[at] === 0 ? -1 : this.slots[at + 3]!;
  }

  /** Adds a key known to be absent. */
  add(a: number, b: number, c: number, value: number): void {
    if ((this.count + 1) * 10 > (this.mask + 1) * 7) this.grow();
    const at = this.slotOf(a, b, c) * 4;
    const k = this.slots;
    k[at] = a + 1;
    k[at + 1] = b;
    k[at + 2] = c;
    k[at + 3] = value;
    this.count++;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Int32Array(capacity * 4);
    this.mask = capacity - 1;
    for (let i = 0; i < old.length; i += 4) {
      const a1 = old[i]!;
      if (a1 === 0) continue;
      const at = this.slotOf(a1 - 1, old[i + 1]!, old[i + 2]!) * 4;
      this.slots.set(old.subarray(i, i + 4), at);
    }
  }
}

/** A context's subsumers: membership through the shared table, iteration through its own list. */
export class SubsumerSet {
  readonly list: number[] = [];
  constructor(
    private readonly table: ConclusionTable,
    private readonly ctx: number,
  ) {}

  has(concept: number): boolean {
    return this.table.get(this.ctx, concept, 0) !== -1;
  }
  /** The premise record of the conclusion, undefined when absent. */
  get(concept: number): number | undefined {
    const v = this.table.get(this.ctx, concept, 0);
    return v === -1 ? undefined : v;
  }
  set(concept: number, premise: number): void {
    this.table.add(this.ctx, concept, 0, premise);
    this.list.push(concept);
  }
  keys(): number[] {
    return this.list;
  }
  get size(): number {
    return this.list.length;
  }
}
