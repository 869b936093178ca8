import { describe, expect, it } from 'vitest';
import type { PropertyDef } from '../ontologyStore';
import type { ImportPlan } from './importPlan';
import { checkRow } from './rowValidation';

const prop = (id: number, name: string, type: PropertyDef['type'], extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  name,
  kind: type === 'ref' ? 'object' : 'data',
  type,
  range: null,
  domain: [],
  min: 0,
  max: -1,
  readonly: false,
  labels: { ru: name },
  ...extra,
});

const born = prop(1, 'Дата рождения', 'date');
const salary = prop(2, 'Оклад', 'float');
const active = prop(3, 'Активен', 'bool');
const city = prop(4, 'Город', 'ref', { range: prop(9, 'Город', 'string').id });
const code = prop(5, 'Код', 'int', { min: 1, max: 1 });
const plan: ImportPlan = {
  classId: prop(10, 'Сотрудник', 'string').id,
  className: 'Сотрудник',
  nameColumn: 'ФИО',
  rights: { all: true, maps: [] },
  columns: [
    { label: 'Родился', def: born },
    { label: 'Оклад', def: salary },
    { label: 'Активен', def: active },
    { label: 'Город', def: city },
    { label: 'Код', def: code },
  ],
  required: [code],
};

describe('checkRow', () => {
  it('normalises spreadsheet spellings into set_data values', () => {
    const check = checkRow(plan, { ФИО: ' Иванов ', Родился: '31.05.1990', Оклад: '1 234,5', Активен: 'да', Город: 'Москва', Код: '7' }, 3);
    expect(check).toEqual({
      ok: true,
      prepared: {
        row: 3,
        name: 'Иванов',
        values: [
          { prop: born.id, val: '1990-05-31' },
          { prop: salary.id, val: '1234.5' },
          { prop: active.id, val: 'true' },
          { prop: city.id, refName: 'Москва', range: city.range },
          { prop: code.id, val: '7' },
        ],
      },
    });
  });

  it.each([
    [{ Родился: '31.02.1990', Код: '1' }, 'Столбец "Родился": Неверный формат даты'],
    [{ Родился: 'вчера', Код: '1' }, 'Столбец "Родился": Неверный формат даты'],
    [{ Оклад: 'много', Код: '1' }, 'Столбец "Оклад": Значение должно быть числом'],
    [{ Активен: 'может быть', Код: '1' }, 'Столбец "Активен": Значение должно быть логическим (true или false)'],
    [{ Код: '1,5' }, 'Столбец "Код": Значение должно быть целым числом'],
    [{ Код: '' }, 'Поле "Код" обязательно для заполнения'],
    [{}, 'Поле "Код" обязательно для заполнения'],
  ])('%j → %s', (cells, message) => {
    expect(checkRow(plan, cells as Record<string, string>, 5)).toEqual({ ok: false, row: 5, message });
  });

  it('takes a link given as an id as it is, lowercased', () => {
    const id = 'AAAAAAAA-0000-4000-8000-000000000001';
    const check = checkRow(plan, { Город: id, Код: '1' }, 1);
    expect(check.ok && check.prepared.values).toContainEqual({ prop: city.id, val: id.toLowerCase() });
  });

  it('refuses more values than the property allows', () => {
    const twice: ImportPlan = { ...plan, columns: [...plan.columns, { label: 'Код 2', def: code }] };
    expect(checkRow(twice, { Код: '1', 'Код 2': '2' }, 2)).toEqual({ ok: false, row: 2, message: 'Столбец "Код 2": Превышена максимальная кардинальность свойства "Код" (не более 1)' });
  });
});
