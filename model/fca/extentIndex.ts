import type { ObjectClasses } from './clarify';
import type { Concept } from './types';

/**
 * Finds a concept by its extent given as an ascending list of object classes (clarify.ts), in
 * O(list length). Every list asked for is known to be some concept's extent (an intersection of
 * extents), so a hash and size that only one concept has identify it without comparing; only
 * concepts sharing a (hash, size) pair are compared object by object. Each slot keeps hash, size,
 * concept and that flag side by side, so a lookup touches one place in memory, not four.
 */
export class ExtentIndex {
  /** Per slot: hash, size, concept index (−1: empty), 1 when another concept has the same hash and size. */
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(
    private readonly concepts: readonly Concept[],
    private readonly classes: ObjectClasses,
  ) {
    let slots = 16;
    while (slots < concepts.length * 2) slots <<= 1;
    this.mask = slots - 1;
    const table = new Int32Array(slots * 4);
    for (let at = 0; at < slots; at++) table[at * 4 + 2] = -1;
    concepts.forEach((c, i) => {
      let hash = EXTENT_HASH_SEED;
      let size = 0;
      forEachLeading(c.extent, classes.leading, (cls) => {
        hash = mixObject(hash, cls);
        size++;
      });
      let at = hash & this.mask;
      let ambiguous = 0;
      for (; table[at * 4 + 2] !== -1; at = (at + 1) & this.mask) {
        if (table[at * 4] === hash && table[at * 4 + 1] === size) ambiguous = table[at * 4 + 3] = 1;
      }
      table.set([hash, size, i, ambiguous], at * 4);
    });
    this.table = table;
  }

  /**
   * The concept whose extent is objects[from … from + size), whose hash (EXTENT_HASH_SEED mixed
   * with each object in ascending order by mixObject) the caller computed; −1 when there is none.
   */
  find(hash: number, objects: Int32Array, from: number, size: number): number {
    const { table, mask } = this;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const i = table[at * 4 + 2]!;
      if (i === -1) return -1;
      if (table[at * 4] !== hash || table[at * 4 + 1] !== size) continue;
      if (table[at * 4 + 3] === 0 || holdsAll(this.concepts[i]!.extent, this.classes.first, objects, from, size)) return i;
    }
  }
}

export const EXTENT_HASH_SEED = 0x811c9dc5 | 0;

export function mixObject(h: number, g: number): number {
  h = Math.imul(h ^ g, 0x01000193);
  return h ^ (h >>> 13);
}

/** Calls back with the class of each class-leading object of the set, ascending. */
function forEachLeading(set: Uint32Array, leading: Int32Array, visit: (cls: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      const cls = leading[(w << 5) + 31 - Math.clz32(low)]!;
      if (cls >= 0) visit(cls);
      word ^= low;
    }
  }
}

function holdsAll(extent: Uint32Array, first: Int32Array, classes: Int32Array, from: number, size: number): boolean {
  for (let i = from; i < from + size; i++) {
    const g = first[classes[i]!]!;
    if (((extent[g >>> 5]! >>> (g & 31)) & 1) === 0) return false;
  }
  return true;
}
