import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSortRules, sortMark } from './sortRules';

const asc = (id: string) => ({ id, desc: false });
const desc = (id: string) => ({ id, desc: true });

describe('a click on a heading', () => {
  it('the first key flips; another column becomes the only key', () => {
    expect(nextSortRules([], 'name', false)).toEqual([asc('name')]);
    expect(nextSortRules([asc('name')], 'name', false)).toEqual([desc('name')]);
    expect(nextSortRules([desc('name'), asc('age')], 'age', false)).toEqual([asc('age')]);
  });
  it('shift-click: flips a present key, or comes next; the oldest goes past the most keys', () => {
    expect(nextSortRules([asc('a')], 'b', true)).toEqual([asc('a'), asc('b')]);
    expect(nextSortRules([asc('a'), asc('b')], 'b', true)).toEqual([asc('a'), desc('b')]);
    expect(nextSortRules([asc('a'), asc('b'), asc('c')], 'd', true)).toEqual([asc('b'), asc('c'), asc('d')]);
    expect(nextSortRules([asc('a'), asc('b')], 'c', true, 2)).toEqual([asc('b'), asc('c')]);
  });
  it('the mark: the direction, and the place when there are several keys', () => {
    expect(sortMark([desc('a')], 'a')).toBe(' ▼');
    expect(sortMark([asc('a'), desc('b')], 'b')).toBe(' ▼2');
    expect(sortMark([asc('a')], 'b')).toBe('');
  });
});

describe('sort values', () => {
  it('numbers by size, texts as people read them (digits as numbers, case aside)', () => {
    expect([10, 9, 100].sort(compareSortValues)).toEqual([9, 10, 100]);
    expect(['item10', 'Item2', 'ёж', 'яблоко', 'арбуз'].sort(compareSortValues)).toEqual(['арбуз', 'ёж', 'яблоко', 'Item2', 'item10']);
    expect([true, false].sort(compareSortValues)).toEqual([false, true]);
  });
});
