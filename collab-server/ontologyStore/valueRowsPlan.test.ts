import { describe, expect, it } from 'vitest';
import { planValueRows } from './valueRowsPlan';
import type { StoredValue } from './valueCoercion';
import type { InstanceState } from './writeState';

const num = (n: number): StoredValue => ({ t: null, n, b: null, d: null, r: null, lang: null });
const P = 'p';

function instance(orig: number[], next: number[], gaps = false): InstanceState {
  return {
    id: 'i',
    isNew: false,
    deleted: false,
    name: '',
    author: null,
    createdAt: '',
    classes: [],
    vals: new Map([[P, next.map(num)]]),
    partial: null,
    dirty: new Set([P]),
    orig: { name: '', author: null, createdAt: '', classes: [], vals: new Map([[P, orig.map(num)]]), gaps: gaps ? new Set([P]) : new Set() },
  };
}

const rows = (list: Array<{ idx: number; n: number | null }>) => list.map(({ idx, n }) => [idx, n]);

describe('planValueRows', () => {
  it.each([
    { name: 'unchanged list: nothing', orig: [1, 2], next: [1, 2], updates: [], cuts: [], inserts: [] },
    { name: 'one value replaced: one update in place', orig: [1], next: [5], updates: [[0, 5]], cuts: [], inserts: [] },
    { name: 'appended: only the new tail is inserted', orig: [1], next: [1, 2, 3], updates: [], cuts: [], inserts: [[1, 2], [2, 3]] },
    { name: 'first of three removed: positions shift, the tail is cut', orig: [1, 2, 3], next: [2, 3], updates: [[0, 2], [1, 3]], cuts: [2], inserts: [] },
    { name: 'emptied: the whole list is cut', orig: [1, 2], next: [], updates: [], cuts: [0], inserts: [] },
    { name: 'inserted in front: changed positions updated, the last one inserted', orig: [1, 2], next: [0, 1, 2], updates: [[0, 0], [1, 1]], cuts: [], inserts: [[2, 2]] },
    { name: 'new list', orig: [], next: [7], updates: [], cuts: [], inserts: [[0, 7]] },
  ])('$name', ({ orig, next, updates, cuts, inserts }) => {
    const plan = planValueRows([instance(orig, next)]);
    expect(rows(plan.updates)).toEqual(updates);
    expect(plan.cuts.map((c) => c.from)).toEqual(cuts);
    expect(rows(plan.inserts)).toEqual(inserts);
  });

  it('rewrites a list stored with gaps in its positions whole, even when it looks unchanged', () => {
    const plan = planValueRows([instance([1, 2], [1, 2], true)]);
    expect(plan.updates).toEqual([]);
    expect(plan.cuts).toEqual([{ inst: 'i', prop: P, from: 0 }]);
    expect(rows(plan.inserts)).toEqual([[0, 1], [1, 2]]);
  });

  it('leaves properties the call did not change alone', () => {
    const inst = instance([1], [2]);
    inst.dirty.clear();
    expect(planValueRows([inst])).toEqual({ updates: [], cuts: [], inserts: [] });
  });
});
