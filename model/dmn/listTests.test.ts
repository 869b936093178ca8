import { describe, expect, it } from 'vitest';
import { compileDmn } from './compileDmn';
import { compileTests, setUncachedFeel } from './feelCache';
import { tableModel } from './testing/tableModel';

// DMN 1.5 §7.3.2: a unary test whose value is a list matches an input equal to that list; for a value
// that is not a list it stays a membership test.
describe('a list as a unary test', () => {
  it.each([
    ['[1, 2]', [1, 2], true],
    ['[1, 2]', [2, 1], false],
    ['[1, 2]', 1, true],
    ['[1, 2]', 3, false],
    ['[[1, 2], [3]]', [3], true],
    ['[1, 2], 7', [1, 2], true],
    ['not([1, 2])', [1, 2], false],
    ['not([1, 2])', [1, 3], true],
    ['["a", "b"]', ['a', 'b'], true],
    ['< 5', [1, 2], false],
  ] as const)('%s against %j → %s, cached and uncached', (text, input, expected) => {
    const value = input as unknown;
    expect(compileTests(text, {})(value, {})).toBe(expected);
    setUncachedFeel(true);
    try {
      expect(compileTests(text, {})(value, {})).toBe(expected);
    } finally {
      setUncachedFeel(false);
    }
  });

  it('compares with a list named in the test, each time with the input given', () => {
    const test = compileTests('allowed', { allowed: null });
    expect(test([1, 2], { allowed: [1, 2] })).toBe(true);
    expect(test([1, 3], { allowed: [1, 2] })).toBe(false);
    expect(test([1, 3], { allowed: [1, 3] })).toBe(true);
  });

  it('a decision table rule `[1, 2]` matches the input list [1, 2] and still the item 1', () => {
    const model = tableModel({
      hitPolicy: 'FIRST',
      inputs: [{ text: 'Codes' }],
      outputs: [{ name: 'Result', typeRef: 'string' }],
      rules: [
        [['[1, 2]'], ['"listed"']],
        [['-'], ['"other"']],
      ],
    });
    const compiled = compileDmn(model);
    expect(compiled.evaluate(undefined, { Codes: [1, 2] }).value).toBe('listed');
    expect(compiled.evaluate(undefined, { Codes: 1 }).value).toBe('listed');
    expect(compiled.evaluate(undefined, { Codes: 5 }).value).toBe('other');
    expect(compiled.evaluate(undefined, { Codes: [2, 1] }).value).toBe('other');
  });
});
