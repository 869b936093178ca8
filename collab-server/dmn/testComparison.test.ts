import { describe, expect, it } from 'vitest';
import { outcomeValues, sameValue } from './testComparison';

describe('sameValue: expected against actual', () => {
  const cases: Array<[unknown, unknown, boolean]> = [
    [10, 10, true],
    ['10', 10, true],
    [0.3, 0.1 + 0.2, true],
    [10, 11, false],
    ['abc', 'abc', true],
    ['10', '10.0', false],
    [null, undefined, true],
    [null, 0, false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [{ a: 1, b: 'x' }, { a: '1', b: 'x' }, true],
    [true, 'true', false],
    ['2024-01-01', '2024-01-01', true],
  ];
  for (const [e, a, same] of cases) it(`${JSON.stringify(e)} vs ${JSON.stringify(a)}`, () => expect(sameValue(e, a)).toBe(same));
});

describe('outcomeValues: the result by output name', () => {
  it('several outputs: the context as it is', () => expect(outcomeValues({ a: 1, b: 2 }, ['a'], ['a', 'b'])).toEqual({ a: 1, b: 2 }));
  it('one output: under its name when expected so, else `value`', () => {
    expect(outcomeValues(5, ['discount'], ['discount'])).toEqual({ discount: 5 });
    expect(outcomeValues(5, ['value'], ['discount'])).toEqual({ value: 5 });
    expect(outcomeValues(5, ['other'], ['discount'])).toEqual({ value: 5 });
  });
});
