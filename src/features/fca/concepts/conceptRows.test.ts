import { describe, expect, it } from 'vitest';
import type { FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';
import { conceptRows, objectsHaving, shortList } from './conceptRows';

const ctx: FormalContextWire = { objects: ['лягушка', 'щука', 'кит'], attributes: ['вода', 'плавники', 'лёгкие'], incidence: [[0, 2], [0, 1], [0, 1, 2]] };
const lattice: LatticeWire = {
  concepts: [
    { extent: [0, 1, 2], intent: [0] },
    { extent: [1, 2], intent: [0, 1] },
  ],
  covers: [[1, 0]],
};

describe('concept rows', () => {
  it('name the extent and intent and give the share of objects', () => {
    expect(conceptRows(ctx, lattice)[1]).toEqual({ index: 1, extentSize: 2, support: 2 / 3, intent: ['вода', 'плавники'], extent: ['щука', 'кит'] });
  });
  it('shorten long lists', () => {
    expect(shortList(['a', 'b', 'c'], 2)).toEqual({ names: ['a', 'b'], more: 1 });
  });
  it('find the objects having attributes', () => {
    expect(objectsHaving(ctx, [0, 2])).toEqual([0, 2]);
    expect(objectsHaving(ctx, [])).toEqual([0, 1, 2]);
  });
});
