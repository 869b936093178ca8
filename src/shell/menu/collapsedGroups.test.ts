import { describe, expect, it } from 'vitest';
import { parseCollapsedGroups, toggleCollapsedGroup } from './collapsedGroups';

describe('collapsed menu groups', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["ontology", 3, "admin"]', ['ontology', 'admin']],
  ])('parses %j', (stored, expected) => {
    expect(parseCollapsedGroups(stored)).toEqual(expected);
  });

  it('folds and unfolds a group', () => {
    expect(toggleCollapsedGroup([], 'edu')).toEqual(['edu']);
    expect(toggleCollapsedGroup(['edu', 'admin'], 'edu')).toEqual(['admin']);
  });
});
