import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { refusalOf } from './refusedSave';

const field = (prop: string, cap: string): FormField => ({ prop, cap, kind: 'data', type: 'int', range: null, min: 0, max: 1, required: false, readonly: false, tab: 'own', vals: [] });
const fields = [field(META_PROP.name, 'Название'), field('years', 'Стаж, лет'), field('salary', 'Оклад')];
const sent = [
  { op: 'upd' as const, inst: 'I', prop: 'name', val: 'Петрова' },
  { op: 'upd' as const, inst: 'I', prop: 'years', val: 9 },
  { op: 'upd' as const, inst: 'I', prop: 'salary', val: 1 },
];

describe('a refused save', () => {
  it('is told under the field of the item the server names, in its words, without the item number', () => {
    expect(refusalOf('Значение должно быть целым числом (data[1])', sent, fields)).toEqual({
      kind: 'field',
      problem: { prop: 'years', cap: 'Стаж, лет', kind: 'refused', text: 'Значение должно быть целым числом' },
    });
  });

  it('a rename goes under the name', () => {
    const refusal = refusalOf('Недостаточно прав (data[0])', sent, fields);
    expect(refusal.kind === 'field' && refusal.problem.prop).toBe(META_PROP.name);
  });

  it.each([
    ['no item named', 'Недостаточно прав для этого действия', 'Недостаточно прав для этого действия'],
    ['an item the form did not send', 'Нет значения (data[7])', 'Нет значения'],
  ])('stays general when %s', (_why, message, text) => {
    expect(refusalOf(message, sent, fields)).toEqual({ kind: 'general', text });
  });
});
