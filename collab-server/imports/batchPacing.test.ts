import { describe, expect, it } from 'vitest';
import { EMBEDDED_PACING, nextBatchRows, pauseAfter } from './batchPacing';

describe('nextBatchRows', () => {
  const cases: Array<[string, { rows: number; ms: number } | null, number]> = [
    ['the first batch is small', null, 50],
    ['a fast batch doubles at most', { rows: 50, ms: 10 }, 100],
    ['a batch that fit the target keeps its size', { rows: 200, ms: 200 }, 200],
    ['a slow batch shrinks to what fits', { rows: 400, ms: 1600 }, 50],
    ['never below the minimum', { rows: 50, ms: 5000 }, 20],
    ['never above the maximum', { rows: 400, ms: 1 }, 500],
    ['a batch measured at 0 ms', { rows: 300, ms: 0 }, 500],
  ];
  it.each(cases)('%s', (_name, previous, rows) => {
    expect(nextBatchRows(previous, EMBEDDED_PACING)).toBe(rows);
  });
});

describe('pauseAfter', () => {
  it.each([
    [0, 15],
    [50, 15],
    [200, 30],
    [1000, 150],
  ])('after %i ms: %i ms', (ms, pause) => {
    expect(pauseAfter(ms, EMBEDDED_PACING)).toBe(pause);
  });
});
