import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { computingRules, isComputed } from './computedValues';

const field = (vals: Array<Record<string, unknown>>): FormField =>
  ({ prop: '00000000-0000-4000-8000-00000000c001', cap: 'Сумма', kind: 'data', type: 'float', range: null, min: 0, max: 1, required: false, readonly: false, tab: 'own', vals }) as FormField;

describe('computed values on the form', () => {
  it('is not computed without marked values', () => {
    expect(computingRules(field([{ val: 3, cap: null, idx: 0, lang: null }]))).toBeNull();
    expect(isComputed(field([]))).toBe(false);
  });

  it('names the rules that derived the values, once each', () => {
    const f = field([
      { val: 30, cap: null, idx: 0, lang: null, computed: true, rule: 'Сумма заказа' },
      { val: 31, cap: null, idx: 1, lang: null, computed: true, rule: 'Сумма заказа' },
    ]);
    expect(computingRules(f)).toEqual(['Сумма заказа']);
    expect(isComputed(f)).toBe(true);
  });

  it('is computed even when the rule is not named', () => {
    expect(computingRules(field([{ val: 1, cap: null, idx: 0, lang: null, computed: true }]))).toEqual([]);
  });
});
