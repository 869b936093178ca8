import { countBits, pushIndices } from './bitset';
import { clarifyObjects } from './clarify';
import { EXTENT_HASH_SEED, ExtentIndex, mixObject } from './extentIndex';
import { StoppedError, type Concept, type FormalContext, type RunControl } from './types';

const REPORT_EVERY = 1000;

/**
 * The cover relation (Hasse diagram) as [lower, upper] pairs of concept indices, lower the
 * subconcept. Lindig's neighbour test (2000): the lower neighbours of (A, B) are among the
 * concepts (B ∪ {m})″ for m ∉ B, whose extents are A ∩ m′, and such a concept is a neighbour
 * exactly when every attribute of its intent outside B generates it. One pass over A's crosses
 * sorts A into the lists A ∩ m′ for every m at once, hashing each list as it grows; the list is
 * then found among the extents by its hash — no closure is computed at all. Objects with equal
 * rows count once (clarify.ts): lists hold classes of objects.
 */
export function coverEdges(ctx: FormalContext, concepts: Concept[], control: RunControl = {}): Array<[lower: number, upper: number]> {
  const m = ctx.attributes.length;
  const classes = clarifyObjects(ctx.rows);
  const index = new ExtentIndex(concepts, classes);
  const { leading } = classes;
  const intentSize = Int32Array.from(concepts, (c) => countBits(c.intent));
  const crosses = crossLists(ctx, classes.first);
  // the lists A ∩ m′ side by side in one buffer: list m starts where column m would
  const start = new Int32Array(m + 1);
  for (let i = 0; i < crosses.attributes.length; i++) start[crosses.attributes[i]! + 1]!++;
  for (let a = 0; a < m; a++) start[a + 1]! += start[a]!;
  const lists = new Int32Array(start[m]!);
  const end = new Int32Array(m);
  const hash = new Int32Array(m);
  const edges: Array<[number, number]> = [];
  // how many attributes generated each lower candidate so far (reset through `touched`)
  const generated = new Int32Array(concepts.length);
  const touched: number[] = [];
  // the concept with no objects, if any: what an attribute no object of A has generates
  const bottom = concepts.findIndex((c) => countBits(c.extent) === 0);
  const { attributes, offsets } = crosses;

  // 1 for the attributes of the current intent: a byte read instead of a bit test per cross
  const inIntent = new Uint8Array(m);
  for (let upper = 0; upper < concepts.length; upper++) {
    const { extent, intent } = concepts[upper]!;
    end.set(start.subarray(0, m));
    hash.fill(EXTENT_HASH_SEED);
    for (let a = 0; a < m; a++) inIntent[a] = (intent[a >>> 5]! >>> (a & 31)) & 1;
    for (let k = 0; k < extent.length; k++) {
      let word = extent[k]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        // a class is in the extent with all its objects: it is counted at its first
        const g = leading[(k << 5) + 31 - Math.clz32(low)]!;
        if (g < 0) continue;
        for (let i = offsets[g]!, stop = offsets[g + 1]!; i < stop; i++) {
          const a = attributes[i]!;
          if (inIntent[a]) continue;
          lists[end[a]!++] = g;
          hash[a] = mixObject(hash[a]!, g);
        }
      }
    }
    const own = intentSize[upper]!;
    for (let a = 0; a < m; a++) {
      if (inIntent[a]) continue;
      const size = end[a]! - start[a]!;
      const lower = size === 0 ? bottom : index.find(hash[a]!, lists, start[a]!, size);
      if (lower < 0) throw new Error('coverEdges: the concepts are not all the concepts of the context');
      if (generated[lower] === 0) touched.push(lower);
      if (++generated[lower]! === intentSize[lower]! - own) edges.push([lower, upper]);
    }
    for (const t of touched) generated[t] = 0;
    touched.length = 0;
    if ((upper + 1) % REPORT_EVERY === 0) {
      if (control.shouldStop?.()) throw new StoppedError();
      control.onProgress?.({ fraction: (upper + 1) / concepts.length, concepts: upper + 1 });
    }
  }
  control.onProgress?.({ fraction: 1, concepts: concepts.length });
  return edges;
}

/** Every class's attributes, ascending, in one buffer: class c's are attributes[offsets[c] … offsets[c + 1]). */
function crossLists(ctx: FormalContext, first: Int32Array): { attributes: Int32Array; offsets: Int32Array } {
  const out: number[] = [];
  const offsets = new Int32Array(first.length + 1);
  first.forEach((object, g) => {
    pushIndices(ctx.rows[object]!, out);
    offsets[g + 1] = out.length;
  });
  return { attributes: Int32Array.from(out), offsets };
}
