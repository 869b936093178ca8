import { describe, expect, it } from 'vitest';
import { clampDrawerWidth, storedDrawerWidth, DRAWER_DEFAULT_WIDTH } from './drawerSettings';

describe('clampDrawerWidth', () => {
  it.each([
    [100, 1600, 300],
    [299, 1600, 300],
    [300, 1600, 300],
    [450.4, 1600, 450],
    [1200, 1600, 800],
    [500, 500, 300],
  ])('%d in a %d px window → %d', (width, viewport, expected) => expect(clampDrawerWidth(width, viewport)).toBe(expected));
});

describe('storedDrawerWidth', () => {
  it.each<[string | null, number]>([
    [null, DRAWER_DEFAULT_WIDTH],
    ['abc', DRAWER_DEFAULT_WIDTH],
    ['120', DRAWER_DEFAULT_WIDTH],
    ['340', 340],
  ])('%s → %d', (stored, expected) => expect(storedDrawerWidth(stored)).toBe(expected));
});
