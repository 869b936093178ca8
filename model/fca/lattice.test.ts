import { describe, expect, it } from 'vitest';
import { latticeSchema } from '../../realtime/protocol/fca';
import { bitsToIndices, countBits } from './bitset';
import { contextFromWire, contextToWire, makeContext } from './formalContext';
import { analyse, icebergLattice, latticeFromWire, latticeToWire, lowerSet, reducedLabels, upperSet } from './lattice';
import { conformanceContext } from './testing/conformance';
import { bruteForceCovers, edgeKeys } from './testing/latticeFacts';

// g0 {a}, g1 {a, b}, g2 {b, c}
const ctx = makeContext(['g0', 'g1', 'g2'], ['a', 'b', 'c'], [[0], [0, 1], [1, 2]]);
const { concepts, covers } = analyse(ctx);
const byIntent = (intent: string) => concepts.findIndex((c) => bitsToIndices(c.intent).map((i) => 'abc'[i]).join('') === intent);

describe('lattice helpers', () => {
  it('labels each object and attribute once, at its object or attribute concept', () => {
    const labels = reducedLabels(ctx, concepts);
    expect(labels.objects[byIntent('a')]).toEqual([0]);
    expect(labels.objects[byIntent('ab')]).toEqual([1]);
    expect(labels.objects[byIntent('bc')]).toEqual([2]);
    expect(labels.attributes[byIntent('a')]).toEqual([0]);
    expect(labels.attributes[byIntent('b')]).toEqual([1]);
    expect(labels.attributes[byIntent('bc')]).toEqual([2]);
    expect(labels.objects.flat()).toHaveLength(3);
    expect(labels.attributes.flat()).toHaveLength(3);
    const live = conformanceContext('liveinwater.cxt');
    const liveLabels = reducedLabels(live, analyse(live).concepts);
    expect(liveLabels.objects.flat().sort()).toEqual([...live.objects.keys()]);
    expect(liveLabels.attributes.flat().sort()).toEqual([...live.attributes.keys()]);
  });

  it('finds upper and lower sets', () => {
    const ab = byIntent('ab');
    expect([...upperSet(covers, ab)].sort()).toEqual([ab, byIntent('a'), byIntent('b'), byIntent('')].sort());
    expect([...lowerSet(covers, byIntent('b'))].sort()).toEqual([byIntent('b'), ab, byIntent('bc'), byIntent('abc')].sort());
    expect([...lowerSet(covers, byIntent(''))]).toHaveLength(6);
  });

  it('cuts an iceberg lattice with the covers among the kept concepts', () => {
    const berg = icebergLattice(concepts, covers, 2);
    expect(berg.concepts.every((c) => countBits(c.extent) >= 2)).toBe(true);
    expect(berg.indices.sort()).toEqual([byIntent(''), byIntent('a'), byIntent('b')].sort());
    expect(berg.covers).toHaveLength(2);
    const bob = conformanceContext('bob-ross.cxt');
    const whole = analyse(bob);
    const small = icebergLattice(whole.concepts, whole.covers, 40);
    expect(edgeKeys(small.concepts, small.covers)).toEqual(edgeKeys(small.concepts, bruteForceCovers(small.concepts)));
  });

  it('goes over the wire and back', () => {
    const wire = latticeToWire(concepts, covers);
    expect(latticeSchema.parse(wire)).toEqual(wire);
    const back = latticeFromWire(contextFromWire(contextToWire(ctx)), wire);
    expect(latticeToWire(back.concepts, back.covers)).toEqual(wire);
    expect(contextToWire(contextFromWire(contextToWire(ctx)))).toEqual(contextToWire(ctx));
  });
});
