import { describe, expect, it } from 'vitest';
import { duplicatesFilter, duplicatesNavigationAction, navigationSearchProblem, returnedCodes } from './navigationRules';

describe('navigationSearchProblem', () => {
  it.each<[string[], string | null]>([
    [['containerId', 'groupBy'], null],
    [['containerId', 'groupBy', 'orderBy', 'x'], null],
    [['groupBy'], 'Related semantic search s1 must return a column with code containerId!'],
    [['containerId'], 'Related semantic search s1 must return a column with code groupBy!'],
    [[], 'Related semantic search s1 must return a column with code containerId!'],
    [['containerid', 'GroupBy'], 'Related semantic search s1 must return a column with code containerId!'],
  ])('%j → %s', (codes, expected) => {
    expect(navigationSearchProblem('s1', codes)).toBe(expected);
  });

  it.each([
    [{ columns: [{ code: 'containerId' }], calcColumns: [{ code: 'groupBy' }] }, null],
    [{ columns: [{ code: 'containerId' }, { code: 'groupBy', hidden: true }] }, 'Related semantic search s2 must return a column with code groupBy!'],
  ])('calculated and hidden columns: %j', (settings, expected) => {
    expect(navigationSearchProblem('s2', returnedCodes(settings))).toBe(expected);
  });
});

describe('duplicatesNavigationAction', () => {
  const existing = [
    { type: 'eq', criterion: 'n1.p', value: 'x' },
    { type: 'in', criterion: 'n1.q', value: [1, 2] },
  ];
  it.each([
    [{ type: 'eq', criterion: 'n1.p', value: 'x' }, true],
    [{ type: 'eq', criterion: 'n1.p', value: ' x ' }, true],
    [{ type: 'ne', criterion: 'n1.p', value: 'x' }, false],
    [{ type: 'eq', criterion: 'n2.p', value: 'x' }, false],
    [{ type: 'eq', criterion: 'n1.p', value: 'y' }, false],
    [{ type: 'in', criterion: 'n1.q', value: [2, 1] }, true],
    [{ type: 'in', criterion: 'n1.q', value: [1, 2, 3] }, false],
    [{ type: 'eq', criterion: 'n1.p', value: undefined }, false],
  ])('%j → %s', (candidate, expected) => {
    expect(duplicatesNavigationAction(existing, candidate)).toBe(expected);
  });

  it('compares filter entities by node, column, condition and value', () => {
    const where = [{ node: 'n1', column: 'name', condition: 'contains', value: 'abc' }];
    expect(duplicatesFilter(where, { node: 'n1', column: 'name', condition: 'contains', value: 'abc' })).toBe(true);
    expect(duplicatesFilter(where, { node: 'n2', column: 'name', condition: 'contains', value: 'abc' })).toBe(false);
    expect(duplicatesFilter(where, { node: 'n1', column: 'name', condition: 'empty' })).toBe(false);
  });
});
