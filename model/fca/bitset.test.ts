import { describe, expect, it } from 'vitest';
import { addBit, bitsToIndices, countBits, emptySet, equalSets, fullSet, hasBit, indicesToBits, intersectInto, isSubset, removeBit, unionInto, wordsFor } from './bitset';

describe('bitsets', () => {
  it('sizes and fills', () => {
    expect([wordsFor(0), wordsFor(1), wordsFor(32), wordsFor(33)]).toEqual([0, 1, 1, 2]);
    expect(countBits(fullSet(33))).toBe(33);
    expect(countBits(fullSet(64))).toBe(64);
    expect(bitsToIndices(fullSet(3))).toEqual([0, 1, 2]);
    expect(countBits(emptySet(100))).toBe(0);
  });

  it('adds, removes and reads bits across words', () => {
    const set = emptySet(70);
    for (const i of [0, 31, 32, 69]) addBit(set, i);
    expect(bitsToIndices(set)).toEqual([0, 31, 32, 69]);
    expect(hasBit(set, 31) && !hasBit(set, 30)).toBe(true);
    removeBit(set, 31);
    expect(bitsToIndices(set)).toEqual([0, 32, 69]);
    expect(equalSets(set, indicesToBits([69, 0, 32], 70))).toBe(true);
    expect(() => indicesToBits([70], 70)).toThrow(RangeError);
  });

  it('intersects, unites and compares', () => {
    const a = indicesToBits([1, 2, 40], 64);
    const b = indicesToBits([2, 40, 63], 64);
    expect(bitsToIndices(intersectInto(emptySet(64), a, b))).toEqual([2, 40]);
    expect(bitsToIndices(intersectInto(a.slice(), b))).toEqual([2, 40]);
    expect(bitsToIndices(unionInto(a.slice(), b))).toEqual([1, 2, 40, 63]);
    expect(isSubset(indicesToBits([2, 40], 64), a)).toBe(true);
    expect(isSubset(a, b)).toBe(false);
  });
});
