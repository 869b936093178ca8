import { describe, expect, it } from 'vitest';
import { bitsToIndices, countBits } from './bitset';
import { computeConcepts, TooManyConceptsError } from './concepts';
import { coverEdges } from './covers';
import { extentOf, intentOf, makeContext } from './formalContext';
import { nextClosureConcepts } from './nextClosure';
import { CONFORMANCE, conformanceContext, randomContext } from './testing/conformance';
import { intentKeys } from './testing/latticeFacts';
import { StoppedError, type Concept } from './types';

const names = (c: Concept, all: string[], set: 'extent' | 'intent') => bitsToIndices(c[set]).map((i) => all[i]);

describe('concepts of the conformance contexts', () => {
  it.each(CONFORMANCE)('$file: $concepts concepts, $covers covers, $atoms atoms, $coatoms coatoms', ({ file, concepts: count, covers: coverCount, atoms, coatoms }) => {
    const ctx = conformanceContext(file);
    const concepts = computeConcepts(ctx);
    expect(concepts).toHaveLength(count);
    expect(new Set(intentKeys(concepts)).size).toBe(count);
    for (const c of concepts) {
      expect(bitsToIndices(extentOf(ctx, c.intent))).toEqual(bitsToIndices(c.extent));
      expect(bitsToIndices(intentOf(ctx, c.extent))).toEqual(bitsToIndices(c.intent));
    }
    const covers = coverEdges(ctx, concepts);
    expect(covers).toHaveLength(coverCount);
    const top = concepts.findIndex((c) => countBits(c.extent) === ctx.objects.length);
    const bottom = concepts.findIndex((c) => countBits(c.intent) === ctx.attributes.length);
    expect(top).toBe(0);
    expect(covers.filter(([lower]) => lower === bottom)).toHaveLength(atoms);
    expect(covers.filter(([, upper]) => upper === top)).toHaveLength(coatoms);
  });

  it('knows the top and bottom facts of the README', () => {
    const live = conformanceContext('liveinwater.cxt');
    const liveConcepts = computeConcepts(live);
    expect(names(liveConcepts[0]!, live.attributes, 'intent')).toEqual(['needs water to live']);
    expect(liveConcepts.find((c) => countBits(c.intent) === live.attributes.length)!.extent.every((w) => w === 0)).toBe(true);
    const digits = conformanceContext('digits.cxt');
    const digitConcepts = computeConcepts(digits);
    expect(countBits(digitConcepts[0]!.intent)).toBe(0);
    expect(names(digitConcepts.find((c) => countBits(c.intent) === digits.attributes.length)!, digits.objects, 'extent')).toEqual(['8']);
  });

  it('agrees with NextClosure on the conformance contexts and on random ones', () => {
    for (const { file } of CONFORMANCE) {
      const ctx = conformanceContext(file);
      expect(intentKeys(computeConcepts(ctx))).toEqual(intentKeys(nextClosureConcepts(ctx)));
    }
    for (let seed = 1; seed <= 40; seed++) {
      const ctx = randomContext(1 + (seed % 13), 1 + ((seed * 7) % 40), [0.1, 0.3, 0.5, 0.8][seed % 4]!, seed);
      const fast = computeConcepts(ctx);
      const reference = nextClosureConcepts(ctx);
      expect(intentKeys(fast)).toEqual(intentKeys(reference));
      expect(fast.map((c) => countBits(c.extent)).sort()).toEqual(reference.map((c) => countBits(c.extent)).sort());
    }
  });

  it('handles duplicate rows, empty rows and full rows', () => {
    const ctx = makeContext(['a', 'b', 'c', 'd', 'e'], ['x', 'y', 'z'], [[0, 1], [0, 1], [], [0, 1, 2], [0, 1, 2]]);
    const concepts = computeConcepts(ctx);
    expect(intentKeys(concepts)).toEqual(intentKeys(nextClosureConcepts(ctx)));
    expect(concepts.map((c) => names(c, ctx.objects, 'extent').join(''))).toEqual(expect.arrayContaining(['abcde', 'abde', 'de']));
  });

  it('works out a small context by hand', () => {
    // g0 {a}, g1 {a, b}, g2 {b, c}: six concepts, seven covers
    const ctx = makeContext(['g0', 'g1', 'g2'], ['a', 'b', 'c'], [[0], [0, 1], [1, 2]]);
    const concepts = computeConcepts(ctx);
    const pairs = concepts.map((c) => `${names(c, ctx.objects, 'extent').join('')}/${names(c, ctx.attributes, 'intent').join('')}`).sort();
    expect(pairs).toEqual(['/abc', 'g0g1/a', 'g0g1g2/', 'g1/ab', 'g1g2/b', 'g2/bc']);
    expect(coverEdges(ctx, concepts)).toHaveLength(7);
  });

  it('has the degenerate contexts: no objects, no attributes', () => {
    expect(computeConcepts(makeContext([], ['a', 'b'], []))).toHaveLength(1);
    expect(computeConcepts(makeContext(['g'], [], [[]]))).toHaveLength(1);
    expect(nextClosureConcepts(makeContext([], ['a', 'b'], []))).toHaveLength(1);
  });

  it('stops, refuses more than maxConcepts and reports progress', () => {
    const ctx = conformanceContext('bob-ross.cxt');
    expect(() => computeConcepts(ctx, { maxConcepts: 1000 })).toThrow(TooManyConceptsError);
    expect(computeConcepts(ctx, { maxConcepts: 3463 })).toHaveLength(3463);
    expect(() => computeConcepts(ctx, { shouldStop: () => true })).toThrow(StoppedError);
    const seen: number[] = [];
    computeConcepts(ctx, { onProgress: (p) => seen.push(p.fraction) });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= seen[i - 1]!))).toBe(true);
    expect(seen.at(-1)).toBe(1);
  });
});
