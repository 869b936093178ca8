import { date, duration, unaryTest } from 'feelin';
import { describe, expect, it } from 'vitest';
import { compileExpression, compileTests, FeelSyntaxProblem } from './feelCache';

// Unary tests and expressions through the parsed-once cache, table-driven, each compared with the
// expected value and with feelin's own uncached unaryTest (the reference).
const d = (s: string) => date(s);

describe('FEEL unary tests (cached)', () => {
  it.each([
    ['-', 5, true],
    ['', null, true],
    ['5', 5, true],
    ['5', 6, false],
    ['< 5', 4, true],
    ['< 5', 5, false],
    ['<= 5', 5, true],
    ['< 5', null, false],
    ['null', null, true],
    ['null', 3, false],
    ['not(null)', 3, true],
    ['not(null)', null, false],
    ['[1..10]', 10, true],
    ['[1..10)', 10, false],
    ['(1..10]', 1, false],
    [']1..10]', 1, false],
    ['1, 3, [5..7]', 6, true],
    ['1, 3, [5..7]', 4, false],
    ['not(1, 3)', 2, true],
    ['not(1, 3)', 3, false],
    ['not(< 18)', 20, true],
    ['not("a")', 'b', true],
    ['not("a")', 'a', false],
    ['""', '', true],
    ['""', 'a', false],
    ['not("")', '', false],
    ['not("")', 'x', true],
    ['"a", "b"', 'b', true],
    ['"a", "b"', 'c', false],
    ['"a,b"', 'a,b', true],
    ['true', true, true],
    ['false', true, false],
    ['> date("2020-01-01")', d('2020-06-01'), true],
    ['[date("2020-01-01")..date("2020-12-31")]', d('2021-01-01'), false],
    ['date("2020-01-01")', d('2020-01-01'), true],
    ['> duration("P1D")', duration('P2D'), true],
    ['? > 5', 6, true],
    ['? > 5', 4, false],
    ['? > 5, ? < 2', 1, true],
    ['? > 5, ? < 2', 3, false],
    ['count(?) > 1', [1, 2], true],
    ['list contains(?, "x")', ['x', 'y'], true],
    ['list contains(?, "x")', ['y'], false],
    ['"x"', ['x'], true],
  ] as const)('%s with %j → %s', (text, input, expected) => {
    const t = compileTests(text, {});
    expect(t(input, {})).toBe(expected);
    if (text !== '') expect(unaryTest(text, { '?': input }).value === true).toBe(expected);
  });

  it('tests using names from the scope, with spaces', () => {
    const t = compileTests('[Min Age..Max Age]', { 'Min Age': null, 'Max Age': null });
    expect(t(20, { 'Min Age': 18, 'Max Age': 65 })).toBe(true);
    expect(t(70, { 'Min Age': 18, 'Max Age': 65 })).toBe(false);
  });
});

describe('FEEL expressions (cached)', () => {
  it.each([
    ['1 + 2', {}, 3],
    ['Monthly Income * 12', { 'Monthly Income': 100 }, 1200],
    ['if Age >= 18 then "adult" else "minor"', { Age: 18 }, 'adult'],
    ['Age + 1', { Age: null }, null],
    ['string length("")', {}, 0],
    ['"a" + "b"', {}, 'ab'],
    ['[1, 2, 3][2]', {}, 2],
    ['sum([1, 2, 3])', {}, 6],
    ['count(Items[item > 1])', { Items: [1, 2, 3] }, 2],
    ['Applicant.Age', { Applicant: { Age: 30 } }, 30],
    ['{a: 1, b: a + 1}.b', {}, 2],
  ] as const)('%s → %j', (text, env, expected) => {
    const scope = Object.fromEntries(Object.keys(env).map((k) => [k, null]));
    expect(compileExpression(text, scope)(env)).toEqual(expected);
  });

  it('a syntax error carries the position in the original text', () => {
    try {
      compileExpression('Age + * 2', { Age: null });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(FeelSyntaxProblem);
      expect((e as FeelSyntaxProblem).from).toBeGreaterThanOrEqual(4);
      expect((e as FeelSyntaxProblem).from).toBeLessThanOrEqual(6);
    }
    const at = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as FeelSyntaxProblem).from;
      }
      return -1;
    };
    expect(at(() => compileTests('< 5 ]', {}))).toBe(4);
    expect(at(() => compileTests('not(< 5 ])', {}))).toBe(8);
    expect(at(() => compileExpression('  1 + )', {}))).toBe(6);
    expect(() => compileTests('[1..', {})).toThrow(FeelSyntaxProblem);
  });
});
