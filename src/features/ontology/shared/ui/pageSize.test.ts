import { describe, expect, it } from 'vitest';
import { computedPageSize, effectivePageSize } from './pageSize';

describe('page size', () => {
  it.each([
    [1080, 19],
    [768, 13],
    [200, 5],
  ])('a %i px window fits %i rows', (height, rows) => {
    expect(computedPageSize(height)).toBe(rows);
  });
  it('uses a chosen size as it is', () => {
    expect(effectivePageSize(50, 1080)).toBe(50);
    expect(effectivePageSize(0, 1080)).toBe(19);
  });
});
