import { describe, expect, it } from 'vitest';
import { computedPageSize, pageSizeChoices, rowsOf } from './pageSize';

describe('page size from the height', () => {
  it.each([
    // height → rows: (height − 32 − 60 − 48) / 48, rounded down, at least 1
    [0, 1],
    [140, 1],
    [187, 1],
    [188, 1],
    [236, 2],
    [235, 1],
    [620, 10],
    [1080, 19],
    [Number.NaN, 1],
  ])('%i px → %i rows', (height, rows) => {
    expect(computedPageSize(height)).toBe(rows);
  });

  it('offers the computed size, then 30, 50 and 100', () => {
    expect(pageSizeChoices(12)).toEqual([
      { value: 'computed', rows: 12 },
      { value: 30, rows: 30 },
      { value: 50, rows: 50 },
      { value: 100, rows: 100 },
    ]);
  });

  it('a choice stands for its rows', () => {
    expect(rowsOf('computed', 17)).toBe(17);
    expect(rowsOf(50, 17)).toBe(50);
  });
});
