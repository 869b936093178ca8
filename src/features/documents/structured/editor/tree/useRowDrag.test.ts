import { describe, expect, it } from 'vitest';
import { dropWhereAt } from './useRowDrag';

describe('dropWhereAt', () => {
  it.each<[number, boolean, string]>([
    [2, true, 'before'],
    [26, true, 'after'],
    [14, true, 'inside'],
    [12, false, 'before'],
    [16, false, 'after'],
  ])('at %i px of 28, inside allowed: %s → %s', (y, inside, expected) => {
    expect(dropWhereAt(y, 28, inside)).toBe(expected);
  });
});
