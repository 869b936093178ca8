import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../../realtime/protocol/semanticSearch';
import { changedRows } from './liveChange';

const reads = { classes: ['c1'], props: ['p1', 'p2'] };

describe('rows to highlight', () => {
  const answer = (rows: Array<[string | null, number]>): SearchAnswer => ({
    columns: [],
    rows: rows.map(([inst, v]) => ({ inst, cells: { v } })),
    total: rows.length,
    aggregated: false,
    reads,
    seq: '1',
  });
  it('marks new and changed rows, not the unchanged ones', () => {
    expect([...changedRows(answer([['a', 1], ['b', 2]]), answer([['a', 1], ['b', 3], ['c', 4]]))]).toEqual(['b', 'c']);
  });
  it('marks nothing on the first answer', () => {
    expect(changedRows(null, answer([['a', 1]])).size).toBe(0);
  });
  it('aggregated rows are told apart by position', () => {
    expect([...changedRows(answer([[null, 1], [null, 2]]), answer([[null, 1], [null, 5]]))]).toEqual(['#1']);
  });
});
