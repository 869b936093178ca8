import { describe, expect, it } from 'vitest';
import { shouldCompact } from './compaction';

describe('shouldCompact: merge the stored rows once they pass the threshold', () => {
  it.each([
    [0, 100, false],
    [1, 100, false],
    [100, 100, false],
    [101, 100, true],
    [3, 2, true],
  ])('%i rows, threshold %i → %s', (rows, threshold, expected) => {
    expect(shouldCompact(rows, threshold)).toBe(expected);
  });
});
