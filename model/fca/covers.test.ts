import { describe, expect, it } from 'vitest';
import { computeConcepts } from './concepts';
import { coverEdges } from './covers';
import { makeContext } from './formalContext';
import { conformanceContext, randomContext } from './testing/conformance';
import { bruteForceCovers, edgeKeys } from './testing/latticeFacts';
import { StoppedError } from './types';

describe('cover edges', () => {
  it('equal the brute-force Hasse diagram on conformance and random contexts', () => {
    const contexts = [conformanceContext('liveinwater.cxt'), conformanceContext('digits.cxt'), conformanceContext('gewaesser.cxt')];
    for (let seed = 1; seed <= 25; seed++) contexts.push(randomContext(1 + (seed % 11), 1 + ((seed * 5) % 12), [0.2, 0.4, 0.6][seed % 3]!, seed));
    contexts.push(makeContext(['a', 'b', 'c'], ['x', 'y'], [[0], [0], [0, 1]]));
    contexts.push(makeContext([], ['x', 'y'], []), makeContext(['a', 'b'], [], [[], []]), makeContext(['a', 'b'], ['x'], [[0], [0]]));
    for (const ctx of contexts) {
      const concepts = computeConcepts(ctx);
      expect(edgeKeys(concepts, coverEdges(ctx, concepts))).toEqual(edgeKeys(concepts, bruteForceCovers(concepts)));
    }
  });

  it('stops when asked', () => {
    const ctx = conformanceContext('bob-ross.cxt');
    const concepts = computeConcepts(ctx);
    expect(() => coverEdges(ctx, concepts, { shouldStop: () => true })).toThrow(StoppedError);
  });
});
