import { describe, expect, it } from 'vitest';
import { HIT_POLICIES } from '../../../../realtime/protocol/dmn';
import ru from '../../../i18n/locales/parts/dmn.ru.json';
import en from '../../../i18n/locales/parts/dmn.en.json';
import { hitPolicyKey, markedExpression, problemPlace } from './dmnWords';

describe('DMN words', () => {
  it.each(HIT_POLICIES)('hit policy %s has words in both languages', (policy) => {
    const key = hitPolicyKey(policy) as keyof typeof ru.hitPolicies;
    expect(ru.hitPolicies[key]).toBeTruthy();
    expect(en.hitPolicies[key]).toBeTruthy();
  });

  it('names the place of a problem by names, not ids', () => {
    const names = { decision: (id: string) => ({ d1: 'Скидка' })[id] ?? null, column: (id: string) => ({ c1: 'Возраст' })[id] ?? null };
    expect(problemPlace({ error: 'x', where: { decisionId: 'd1', ruleIndexes: [2, 4], columnId: 'c1', expression: '> 1a', from: 3, to: 4, decisions: ['d1', 'd9'] } }, names)).toEqual({
      decision: 'Скидка',
      rules: [2, 4],
      column: 'Возраст',
      expression: '> 1a',
      from: 3,
      to: 4,
      cycle: ['Скидка', 'd9'],
    });
    expect(problemPlace({ error: 'x' }, names)).toBeNull();
  });

  it('marks the position in an expression', () => {
    expect(markedExpression('> 1a', 3, 4)).toEqual(['> 1', 'a', '']);
    expect(markedExpression('abc', 3, null)).toEqual(['abc', ' ', '']);
    expect(markedExpression('abc', null, null)).toBeNull();
    expect(markedExpression('abc', 9, null)).toBeNull();
  });
});
