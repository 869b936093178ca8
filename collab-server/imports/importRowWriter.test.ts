import { describe, expect, it } from 'vitest';
import { forbidden, invalid, unavailable } from '../problems';
import { rowErrorMessage, rowItems } from './importRowWriter';

const dbError = (code: string, message = 'db says no') => Object.assign(new Error(message), { code });

describe('rowErrorMessage', () => {
  it.each([
    [invalid('Значение должно быть числом (data[12])'), 'Значение должно быть числом'],
    [forbidden('Недостаточно прав'), 'Недостаточно прав'],
    [dbError('22021'), 'Текст содержит недопустимый символ (U+0000)'],
    [dbError('22P05'), 'Текст содержит недопустимый символ (U+0000)'],
    [dbError('23505', 'duplicate key'), 'duplicate key'],
    [dbError('22003', 'numeric field overflow'), 'numeric field overflow'],
  ])('a row error: %s', (error, message) => expect(rowErrorMessage(error)).toBe(message));

  it.each([[unavailable('boom')], [dbError('57P01', 'terminating connection')], [dbError('08006')], [new Error('Connection is closed.')], [null]])('not a row error: %s', (error) => {
    expect(rowErrorMessage(error)).toBeNull();
  });
});

describe('rowItems', () => {
  it('creates each row as a new instance with its values', () => {
    const cls = '00000000-0000-4000-8000-000000000aaa';
    const items = rowItems(cls, [{ row: 1, name: 'А', values: [{ prop: 'p', val: '1' }] }]);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ op: 'new', class: cls, name: 'А' });
    expect(items[1]).toEqual({ op: 'add', inst: (items[0] as { inst: string }).inst, prop: 'p', val: '1' });
  });
});
