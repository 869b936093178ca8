import { wordsFor } from './bitset';
import { clarifyObjects, type ObjectClasses } from './clarify';
import { ConceptStore } from './conceptStore';
import { StoppedError, type Concept, type FormalContext, type RunControl } from './types';

/** More concepts than the caller allowed (maxConcepts): the caller offers somewhere bigger to compute. */
export class TooManyConceptsError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} concepts`);
    this.name = 'TooManyConceptsError';
  }
}

export type ConceptControl = RunControl & { maxConcepts?: number };

const REPORT_EVERY = 1000;

/**
 * All formal concepts, top (all objects) first, by Close-by-One with the two prunings of FCbO
 * (Krajca, Outrata, Vychodil 2010): a new closure is kept only when it adds no attribute before the
 * one that made it (the canonicity test), and a closure that failed that test is handed down so the
 * same attribute is skipped in the whole subtree without recomputing it. As in In-Close (Andrews),
 * extents are lists of object numbers, so a child's extent costs one pass over its parent's, and an
 * intent is the AND of its objects' rows — a few words each. Attributes are visited in ascending
 * order of support, which keeps the subtrees that fail the canonicity test small, and objects
 * with equal rows are enumerated as one (clarification), their extents spelled out on output.
 */
export function computeConcepts(ctx: FormalContext, control: ConceptControl = {}): Concept[] {
  return new Enumeration(ctx, control).run();
}

type Child = { extent: Int32Array; intent: Uint32Array; at: number };

class Enumeration {
  private readonly n: number;
  private readonly m: number;
  /** Words of an intent. */
  private readonly w: number;
  /** Objects with equal rows, enumerated as one: "object" below means such a class. */
  private readonly classes: ObjectClasses;
  /** Class rows over the reordered attributes, class g at g * w. */
  private readonly rows: Uint32Array;
  /** order[k]: the original attribute at position k. */
  private readonly order: number[];
  /** Every attribute: the intent of no objects. */
  private readonly full: Uint32Array;
  /** Scratch for a child's extent (copied out before recursing). */
  private readonly scratch: Int32Array;
  private readonly store: ConceptStore;
  private progress = 0;

  constructor(
    ctx: FormalContext,
    private readonly control: ConceptControl,
  ) {
    this.classes = clarifyObjects(ctx.rows);
    this.n = this.classes.count;
    this.m = ctx.attributes.length;
    this.w = wordsFor(this.m);
    const support = new Array<number>(this.m).fill(0);
    for (const row of ctx.rows) for (let a = 0; a < this.m; a++) if ((row[a >>> 5]! >>> (a & 31)) & 1) support[a]!++;
    this.order = [...support.keys()].sort((a, b) => support[a]! - support[b]! || a - b);
    this.rows = new Uint32Array(this.n * this.w);
    this.classes.first.forEach((object, g) => {
      const row = ctx.rows[object]!;
      this.order.forEach((a, k) => {
        if ((row[a >>> 5]! >>> (a & 31)) & 1) this.rows[g * this.w + (k >>> 5)]! |= 1 << (k & 31);
      });
    });
    this.full = new Uint32Array(this.w).fill(0xffffffff);
    if (this.m & 31) this.full[this.w - 1] = (1 << (this.m & 31)) - 1;
    this.scratch = new Int32Array(this.n);
    this.store = new ConceptStore(ctx.objects.length, this.m);
  }

  run(): Concept[] {
    const all = new Int32Array(this.n);
    for (let g = 0; g < this.n; g++) all[g] = g;
    const top = this.full.slice();
    for (let g = 0; g < this.n; g++) for (let k = 0; k < this.w; k++) top[k]! &= this.rows[g * this.w + k]!;
    this.step(all, top, 0, new Array<Uint32Array | null>(this.m).fill(null), 0, 1);
    this.control.onProgress?.({ fraction: 1, concepts: this.store.concepts.length });
    return this.store.concepts;
  }

  /**
   * Emits (extent, intent), then looks for its children at attributes y, y+1, …; failed[j] is a
   * closure at j that an ancestor found non-canonical (null: none). base/span: the share of the
   * whole search this subtree stands for, for progress.
   */
  private step(extent: Int32Array, intent: Uint32Array, y: number, failed: (Uint32Array | null)[], base: number, span: number): void {
    this.emit(extent, intent, base);
    const { m, w, rows, scratch } = this;
    const inherited = failed.slice();
    const children: Child[] = [];
    const first = firstMissing(intent, m);
    for (let j = y; j < m; j++) {
      const word = j >>> 5;
      const bit = 1 << (j & 31);
      if (intent[word]! & bit) continue;
      // FCbO: a closure an ancestor found adding an attribute before j only grows down here
      const before = inherited[j];
      if (before != null && addsBelow(before, intent, j)) continue;
      // extent ∩ j′ and its intent in one pass; most j are pruned above, so a pass per live j
      // costs less than sorting every cross of the extent into per-attribute lists
      const next = this.full.slice();
      let size = 0;
      for (let i = 0; i < extent.length; i++) {
        const g = extent[i]!;
        const at = g * w;
        if ((rows[at + word]! & bit) === 0) continue;
        scratch[size++] = g;
        for (let k = 0; k < w; k++) next[k]! &= rows[at + k]!;
      }
      // no object has j: its closure is every attribute, canonical only at the first one missing
      if (size === 0 && first !== j) continue;
      if (addsBelow(next, intent, j)) {
        inherited[j] = next;
        continue;
      }
      children.push({ extent: scratch.slice(0, size), intent: next, at: j });
    }
    const share = span / Math.max(1, children.length);
    children.forEach((child, c) => this.step(child.extent, child.intent, child.at + 1, inherited, base + c * share, share));
  }

  private emit(extent: Int32Array, intent: Uint32Array, fraction: number): void {
    const concept = this.store.add();
    const { members, offsets } = this.classes;
    for (let i = 0; i < extent.length; i++) {
      const c = extent[i]!;
      for (let at = offsets[c]!, stop = offsets[c + 1]!; at < stop; at++) {
        const g = members[at]!;
        concept.extent[g >>> 5]! |= 1 << (g & 31);
      }
    }
    const { order } = this;
    for (let k = 0; k < this.m; k++) {
      if ((intent[k >>> 5]! >>> (k & 31)) & 1) {
        const a = order[k]!;
        concept.intent[a >>> 5]! |= 1 << (a & 31);
      }
    }
    const count = this.store.concepts.length;
    const { maxConcepts, shouldStop, onProgress } = this.control;
    if (maxConcepts !== undefined && count > maxConcepts) throw new TooManyConceptsError(maxConcepts);
    if (count % REPORT_EVERY === 0) {
      if (shouldStop?.()) throw new StoppedError();
      this.progress = Math.max(this.progress, fraction);
      onProgress?.({ fraction: this.progress, concepts: count });
    }
  }
}

/** The first attribute not in the intent (m when it has them all). */
function firstMissing(intent: Uint32Array, m: number): number {
  for (let k = 0; k < intent.length; k++) {
    const missing = ~intent[k]!;
    if (missing !== 0) return Math.min(m, (k << 5) + 31 - Math.clz32(missing & -missing));
  }
  return m;
}

/** Whether closed has an attribute before j that intent lacks. */
function addsBelow(closed: Uint32Array, intent: Uint32Array, j: number): boolean {
  const word = j >>> 5;
  for (let k = 0; k < word; k++) if ((closed[k]! & ~intent[k]!) !== 0) return true;
  const mask = (1 << (j & 31)) - 1;
  return (closed[word]! & ~intent[word]! & mask) !== 0;
}
