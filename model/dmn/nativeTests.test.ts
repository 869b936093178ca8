import { date } from 'feelin';
import { afterEach, describe, expect, it } from 'vitest';
import { compileTests, setUncachedFeel } from './feelCache';

// The cells answered natively against the same cells through feelin (uncached), for inputs of every
// kind: numbers, strings, booleans, null, a date, lists. Where the input's type does not compare with
// the cell's values (a string against `<= 5`) the standard says no match; feelin 8.2 answers some of
// these true ("a" <= 5), so there the native answer is checked against the standard instead.
const CELLS = ['5', '-5', '2.5', '"a"', '""', 'true', 'false', '< 5', '<= 5', '> 5', '>= 5', '[1..5]', '(1..5)', ']1..5[', '[1..5)', '1, 3, [5..7]', '"a", "b"', 'not(5)', 'not("a", "b")', 'not([1..5])', 'true, false'];
const INPUTS: unknown[] = [0, 1, 2.5, 5, 6, 7, -5, 'a', 'b', '', 'x', true, false, null, date('2020-01-01'), [5], ['a'], []];

const kindOfCell = (cell: string): string => (/"/.test(cell) ? 'string' : /true|false/.test(cell) ? 'boolean' : 'number');
const kindOfInput = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v === 'object' ? 'date' : typeof v);

describe('native cells = feelin', () => {
  afterEach(() => setUncachedFeel(false));

  it.each(CELLS)('%s', (cell) => {
    const t = compileTests(cell, {});
    const negated = cell.startsWith('not(');
    for (const input of INPUTS) {
      setUncachedFeel(false);
      const fast = t(input, {});
      const kind = kindOfInput(input);
      if (kind === 'string' || kind === 'number' || kind === 'boolean') {
        if (kind !== kindOfCell(cell)) {
          expect(fast, `${cell} with ${JSON.stringify(input)}`).toBe(negated);
          continue;
        }
      }
      setUncachedFeel(true);
      expect(fast, `${cell} with ${JSON.stringify(input)}`).toBe(t(input, {}));
    }
  });
});
