import { describe, expect, it } from 'vitest';
import { dmnInputValue, type StoredCell } from './dmnInputValue';
import { outputCells, targetMismatch } from './outputCells';
import { outputsOf } from './batchEvaluation';

const cell = (patch: Partial<StoredCell>): StoredCell => ({ t: null, n: null, b: null, d: null, r: null, ...patch });

describe('stored values as DMN inputs', () => {
  it.each([
    [cell({ n: 42 }), 'number', 42],
    [cell({ n: '42.5' }), 'double', 42.5],
    [cell({ t: '7,5' }), 'double', 7.5],
    [cell({ t: 'abc' }), 'integer', 'abc'],
    [cell({ b: true }), 'boolean', true],
    [cell({ t: 'false' }), 'boolean', false],
    [cell({ t: '2024-05-31' }), 'date', '2024-05-31'],
    [cell({ d: new Date('2024-05-31T10:00:00Z') }), 'date', '2024-05-31'],
    [cell({ d: '2024-05-31T10:00:00Z' }), 'date and time', '2024-05-31T10:00:00.000Z'],
    [cell({ r: '00000000-0000-4000-8000-000000000001', rname: 'Москва' }), 'string', 'Москва'],
    [cell({ n: 5 }), 'string', '5'],
    [cell({ t: 'x' }), null, 'x'],
    [cell({}), 'string', null],
  ])('%j as %s → %j', (stored, typeRef, expected) => {
    expect(dmnInputValue(stored, typeRef)).toEqual(expected);
  });
});

describe('outputs as computed values', () => {
  it('fits values to the property type, one value per list item', () => {
    expect(outputCells(12, 'float', 'p')).toEqual({ cells: [{ t: null, n: 12, b: null, d: null }] });
    expect(outputCells([1, 2], 'int', 'p')).toEqual({ cells: [{ t: null, n: 1, b: null, d: null }, { t: null, n: 2, b: null, d: null }] });
    expect(outputCells('2024-01-02', 'date', 'p')).toEqual({ cells: [{ t: '2024-01-02', n: null, b: null, d: null }] });
    expect(outputCells('2024-01-02', 'dateTime', 'p')).toEqual({ cells: [{ t: null, n: null, b: null, d: '2024-01-02T00:00:00.000Z' }] });
    expect(outputCells(null, 'string', 'p')).toEqual({ cells: [] });
    expect(outputCells(1.5, 'int', 'Количество')).toEqual({ error: 'Значение «1.5» нельзя записать в свойство «Количество»' });
  });

  it('says in words why an output cannot go into a property', () => {
    expect(targetMismatch('Итог', 'float', 'Скидка', 'double')).toBeNull();
    expect(targetMismatch('Итог', 'int', 'Скидка', 'integer')).toBeNull();
    expect(targetMismatch('Итог', 'int', 'Скидка', 'double')).toBe('Тип свойства «Итог» (целое число) не подходит для выхода «Скидка» (число)');
    expect(targetMismatch('Итог', 'string', 'Скидка', 'boolean')).toBe('Тип свойства «Итог» (строка) не подходит для выхода «Скидка» (логическое)');
    expect(targetMismatch('Город', 'ref', 'Скидка', 'string')).toContain('объектное');
    expect(targetMismatch('Итог', 'bool', 'Скидка', null)).toBeNull();
  });

  it('splits a decision value into its output columns', () => {
    const one = [{ decisionId: 'd', columnId: 'o', name: 'x', typeRef: null }];
    const two = [...one, { decisionId: 'd', columnId: 'p', name: 'y', typeRef: null }];
    expect(outputsOf(5, one)).toEqual({ x: 5 });
    expect(outputsOf({ x: 1, y: 2 }, two)).toEqual({ x: 1, y: 2 });
    expect(outputsOf([{ x: 1, y: 2 }, { x: 3, y: null }], two)).toEqual({ x: [1, 3], y: [2, null] });
    expect(outputsOf(null, two)).toEqual({ x: null, y: null });
  });
});
