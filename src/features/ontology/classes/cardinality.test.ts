import { describe, expect, it } from 'vitest';
import { cardinalityProblem, formatCardinality, formatMax } from './cardinality';

describe('cardinality', () => {
  it.each([
    [0, -1, '0..∞'],
    [1, 1, '1..1'],
    [2, 5, '2..5'],
  ])('shows %i..%i as %s', (min, max, text) => {
    expect(formatCardinality(min, max)).toBe(text);
  });

  it('shows an unlimited maximum as ∞', () => {
    expect(formatMax(-1)).toBe('∞');
    expect(formatMax(0)).toBe('0');
  });

  it.each<[string, string, ReturnType<typeof cardinalityProblem>]>([
    ['', '', null],
    ['0', '-1', null],
    ['3', '-1', null],
    ['2', '2', null],
    ['1.5', '2', 'minNotInteger'],
    ['-1', '2', 'minNegative'],
    ['0', 'x', 'maxNotInteger'],
    ['0', '-2', 'maxBelowUnlimited'],
    ['3', '2', 'maxBelowMin'],
  ])('min %s, max %s → %s', (min, max, problem) => {
    expect(cardinalityProblem(min, max)).toBe(problem);
  });
});
