import { describe, expect, it } from 'vitest';
import { decodeSort, encodeSort, sortColumnsOf, sortPreferenceKey, sortRulesOf, type SortColumn } from './sortPreference';

describe('sort preference', () => {
  it('is kept under sort:{classId}', () => {
    expect(sortPreferenceKey('abc')).toBe('sort:abc');
  });

  it.each<[string, unknown, SortColumn[]]>([
    ['a list of columns', [{ prop: 'name', dir: 'desc' }, { prop: 'p1', dir: 'asc' }], [{ prop: 'name', dir: 'desc' }, { prop: 'p1', dir: 'asc' }]],
    ['bare names', ['name', '-date_create'], [{ prop: 'name', dir: 'asc' }, { prop: 'date_create', dir: 'desc' }]],
    ['an unknown direction is ascending', [{ prop: 'x', dir: 'up' }], [{ prop: 'x', dir: 'asc' }]],
    ['repeats dropped', ['a', '-a', 'b'], [{ prop: 'a', dir: 'asc' }, { prop: 'b', dir: 'asc' }]],
    ['not a list', { prop: 'name' }, []],
    ['null', null, []],
    ['junk entries', [1, null, {}, ''], []],
    ['at most three', ['a', 'b', 'c', 'd'], [{ prop: 'a', dir: 'asc' }, { prop: 'b', dir: 'asc' }, { prop: 'c', dir: 'asc' }]],
  ])('decodes %s', (_name, stored, expected) => {
    expect(decodeSort(stored)).toEqual(expected);
  });

  it('round-trips through JSON', () => {
    const sort: SortColumn[] = [{ prop: 'p', dir: 'desc' }];
    expect(decodeSort(JSON.parse(JSON.stringify(encodeSort(sort))))).toEqual(sort);
  });

  it("the table's sort keys and back", () => {
    const sort: SortColumn[] = [{ prop: 'name', dir: 'desc' }, { prop: 'p', dir: 'asc' }];
    expect(sortRulesOf(sort)).toEqual([{ id: 'name', desc: true }, { id: 'p', desc: false }]);
    expect(sortColumnsOf(sortRulesOf(sort))).toEqual(sort);
  });
});
