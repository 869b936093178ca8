import { describe, expect, it } from 'vitest';
import { mappingOf, simplifyHeader, suggestMapping, typeFits, unmappedRequired, type TargetField } from './mappingRules';

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

describe('suggestMapping by every name of a property', () => {
  const named: TargetField[] = [
    { prop: 'p-full', cap: 'ФИО', type: 'string', required: true, readonly: false, names: ['ФИО', 'ФИО', 'Full name'] },
    { prop: 'p-born', cap: 'Дата рождения', type: 'date', required: false, readonly: false, names: ['Дата рождения', 'Дата рождения', 'Date of birth'] },
    { prop: 'p-salary', cap: 'Оклад', type: 'float', required: false, readonly: false, names: ['salary_rub', 'Оклад', 'Salary'] },
    { prop: 'p-author', cap: 'Автор', type: 'id', required: false, readonly: true, names: ['author', 'Автор', 'Author'] },
  ];
  const cases: Array<[string, string[], Record<string, string>]> = [
    ['English labels', ['Full name', 'Date of birth', 'Salary'], { 'Full name': 'p-full', 'Date of birth': 'p-born', Salary: 'p-salary' }],
    ['the property\'s own name', ['salary_rub'], { salary_rub: 'p-salary' }],
    ['case and whitespace ignored', ['  FULL   NAME ', 'dateof birth', 'ОКЛАД'], { '  FULL   NAME ': 'p-full', 'dateof birth': 'p-born', ОКЛАД: 'p-salary' }],
    ['non-breaking spaces and ё', ['Дата\u00a0рождения'], { 'Дата\u00a0рождения': 'p-born' }],
    ['a property named like the name column is the property', ['ФИО', 'Название'], { ФИО: 'p-full', Название: 'name' }],
    ['one column per property: the first', ['Salary', 'Оклад'], { Salary: 'p-salary', Оклад: '' }],
    ['read-only properties are never suggested', ['Author'], { Author: '' }],
    ['unknown headers stay unmapped', ['Примечание', ''], { Примечание: '', '': '' }],
  ];
  it.each(cases)('%s', (_name, columns, expected) => {
    expect(suggestMapping(columns, named)).toEqual(expected);
  });
  it('prefers the caption in the interface language when two properties share a word', () => {
    const shared: TargetField[] = [
      { prop: 'p-a', cap: 'Номер', type: 'string', required: false, readonly: false, names: ['number_a', 'Номер', 'Code'] },
      { prop: 'p-b', cap: 'Код', type: 'string', required: false, readonly: false, names: ['Code', 'Код', 'Number'] },
    ];
    expect(suggestMapping(['Код', 'Номер'], shared)).toEqual({ Код: 'p-b', Номер: 'p-a' });
  });
});

describe('simplifyHeader', () => {
  it.each([
    ['Дата рождения', 'датарождения'],
    [' Full\tName\n', 'fullname'],
    ['Ёлка', 'елка'],
    ['A\u00a0B\u202fC', 'abc'],
  ])('%s → %s', (text, simple) => expect(simplifyHeader(text)).toBe(simple));
});
