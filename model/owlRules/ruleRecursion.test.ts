import { describe, expect, it } from 'vitest';
import { affectedRules, cycleMessage, findRuleCycle, ruleRunOrder, type RuleDeps } from './ruleRecursion';

const rule = (name: string, reads: string[], writes: string[]): RuleDeps => ({ id: null, name, reads, writes, directReads: reads });

describe('rule recursion', () => {
  it.each<[string, RuleDeps[], string[] | null]>([
    ['independent rules', [rule('A', ['x'], ['y']), rule('B', ['z'], ['w'])], null],
    ['a chain', [rule('A', ['x'], ['y']), rule('B', ['y'], ['z'])], null],
    ['a rule feeding itself', [rule('A', ['x', 'y'], ['y'])], ['A', 'A']],
    ['a rule deriving a subclass of what it reads', [{ id: null, name: 'A', reads: ['Pizza', 'CheeseyPizza'], directReads: ['Pizza'], writes: ['CheeseyPizza'] }], null],
    ['a cycle through another rule', [rule('A', ['x'], ['y']), rule('B', ['y'], ['z']), rule('C', ['z'], ['x'])], ['A', 'B', 'C', 'A']],
  ])('%s', (_, rules, cycle) => {
    const found = findRuleCycle(rules);
    expect(found?.map((r) => r.name) ?? null).toEqual(cycle);
  });

  it('names the cycle', () => {
    expect(cycleMessage([rule('A', [], []), rule('B', [], []), rule('A', [], [])])).toContain('«A» → «B» → «A»');
  });

  it('orders rules after those that feed them, and finds what a change affects', () => {
    const a = rule('A', ['x'], ['y']);
    const b = rule('B', ['y'], ['z']);
    const c = rule('C', ['q'], ['r']);
    expect(ruleRunOrder([b, c, a]).map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(affectedRules([b, c, a], new Set(['x'])).map((r) => r.name)).toEqual(['A', 'B']);
    expect(affectedRules([b, c, a], new Set(['q'])).map((r) => r.name)).toEqual(['C']);
  });
});
