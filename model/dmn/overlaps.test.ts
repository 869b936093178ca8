import { describe, expect, it } from 'vitest';
import { findUniqueOverlaps } from './overlaps';
import { tableModel } from './testing/tableModel';

// Static overlap detection of UNIQUE tables (the save is refused naming the rules).
const overlaps = (rules: string[][], types: string[] = ['number', 'string'], hitPolicy: 'UNIQUE' | 'FIRST' = 'UNIQUE') =>
  findUniqueOverlaps(
    tableModel({
      hitPolicy,
      inputs: types.map((t, i) => ({ text: `in${i}`, typeRef: t })),
      outputs: [{ name: 'out' }],
      rules: rules.map((r) => [r, ['1']]),
    }),
  ).map((o) => o.rules);

describe('findUniqueOverlaps', () => {
  it.each([
    ['disjoint comparisons', [['< 18', '-'], ['>= 18', '-']], []],
    ['touching at an included bound', [['<= 18', '-'], ['>= 18', '-']], [[1, 2]]],
    ['ranges apart', [['[1..5]', '-'], ['(5..10]', '-']], []],
    ['ranges sharing a point', [['[1..5]', '-'], ['[5..10]', '-']], [[1, 2]]],
    ['dash against anything', [['-', '"a"'], ['< 3', '"a"']], [[1, 2]]],
    ['second column separates', [['-', '"a"'], ['-', '"b"']], []],
    ['lists with a common value', [['1, 2, 3', '-'], ['3, 4', '-']], [[1, 2]]],
    ['lists without one', [['1, 2', '-'], ['3, 4', '-']], []],
    ['three rules', [['< 10', '-'], ['> 5', '-'], ['> 20', '-']], [[1, 2], [2, 3]]],
    ['an entry it cannot read is not reported', [['not(5)', '-'], ['5', '-']], []],
  ])('%s', (_, rules, expected) => {
    expect(overlaps(rules)).toEqual(expected);
  });

  it('dates compare as dates', () => {
    expect(overlaps([['< date("2020-01-01")'], ['>= date("2020-01-01")']], ['date'])).toEqual([]);
    expect(overlaps([['<= date("2020-01-01")'], ['>= date("2020-01-01")']], ['date'])).toEqual([[1, 2]]);
  });

  it('only UNIQUE tables are checked', () => {
    expect(overlaps([['-', '-'], ['-', '-']], undefined, 'FIRST')).toEqual([]);
  });
});
