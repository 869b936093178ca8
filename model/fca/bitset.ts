/**
 * Fixed-size bitsets as Uint32Array (bit i in word i >>> 5 at position i & 31), the representation
 * of model/fca/types.ts. Every function here is allocation-free unless it returns a new set.
 */

export function wordsFor(n: number): number {
  return (n + 31) >>> 5;
}

export function emptySet(n: number): Uint32Array {
  return new Uint32Array(wordsFor(n));
}

/** All of 0 … n−1; the bits past n in the last word stay clear so equality and counting work word-wise. */
export function fullSet(n: number): Uint32Array {
  const set = new Uint32Array(wordsFor(n));
  set.fill(0xffffffff);
  const tail = n & 31;
  if (tail !== 0) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export function addBit(set: Uint32Array, i: number): void {
  set[i >>> 5]! |= 1 << (i & 31);
}

export function removeBit(set: Uint32Array, i: number): void {
  set[i >>> 5]! &= ~(1 << (i & 31));
}

export function hasBit(set: Uint32Array, i: number): boolean {
  return (set[i >>> 5]! & (1 << (i & 31))) !== 0;
}

/**
 * target := a ∩ b, or target := target ∩ a when b is left out; returns target.
 * All sets must have the same number of words.
 */
export function intersectInto(target: Uint32Array, a: Uint32Array, b?: Uint32Array): Uint32Array {
  if (b === undefined) {
    for (let w = 0; w < target.length; w++) target[w]! &= a[w]!;
  } else {
    for (let w = 0; w < target.length; w++) target[w] = a[w]! & b[w]!;
  }
  return target;
}

/** target := target ∪ a; returns target. */
export function unionInto(target: Uint32Array, a: Uint32Array): Uint32Array {
  for (let w = 0; w < target.length; w++) target[w]! |= a[w]!;
  return target;
}

/** a ⊆ b */
export function isSubset(a: Uint32Array, b: Uint32Array): boolean {
  for (let w = 0; w < a.length; w++) if ((a[w]! & ~b[w]!) !== 0) return false;
  return true;
}

export function equalSets(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(set: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += popcount32(set[w]!);
  return n;
}

/** The members in ascending order. */
export function bitsToIndices(set: Uint32Array): number[] {
  const out: number[] = [];
  pushIndices(set, out);
  return out;
}

/** Appends the members in ascending order to `out` (no array of its own: for loops over many sets). */
export function pushIndices(set: Uint32Array, out: number[]): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      out.push((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

export function indicesToBits(indices: Iterable<number>, n: number): Uint32Array {
  const set = emptySet(n);
  for (const i of indices) {
    if (i < 0 || i >= n || !Number.isInteger(i)) throw new RangeError(`bit ${i} outside 0…${n - 1}`);
    addBit(set, i);
  }
  return set;
}
