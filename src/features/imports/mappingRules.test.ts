import { describe, expect, it } from 'vitest';
import { mappingOf, suggestMapping, typeFits, unmappedRequired, type TargetField } from './mappingRules';

const fields: TargetField[] = [
  { prop: 'p-born', cap: 'Дата рождения', type: 'date', required: false, readonly: false },
  { prop: 'p-code', cap: 'Табельный номер', type: 'int', required: true, readonly: false },
  { prop: 'p-author', cap: 'Автор', type: 'id', required: false, readonly: true },
];

describe('suggestMapping', () => {
  it('maps columns named like captions, and the name column to the instance name', () => {
    expect(suggestMapping(['Название', 'дата  рождения', 'Табельный номер', 'Автор', 'Прочее'], fields)).toEqual({
      Название: 'name',
      'дата  рождения': 'p-born',
      'Табельный номер': 'p-code',
      Автор: '',
      Прочее: '',
    });
  });
  it('names instances from one column only', () => {
    expect(suggestMapping(['Имя', 'Name'], [])).toEqual({ Имя: 'name', Name: '' });
  });
});

describe('mappingOf and unmappedRequired', () => {
  it('sends chosen columns only and finds required properties left out', () => {
    const choice = { A: 'name', B: '', C: 'p-born' };
    expect(mappingOf(choice)).toEqual({ A: 'name', C: 'p-born' });
    expect(unmappedRequired(choice, fields).map((f) => f.prop)).toEqual(['p-code']);
  });
});

describe('typeFits', () => {
  it.each([
    ['int', 'int', true],
    ['float', 'int', false],
    ['int', 'float', true],
    ['string', 'date', false],
    ['date', 'date', true],
    ['string', 'string', true],
    ['empty', 'int', true],
    ['int', 'bool', true],
    ['string', 'ref', true],
  ] as const)('%s column into a %s property: %s', (detected, type, fits) => expect(typeFits(detected, type)).toBe(fits));
});
