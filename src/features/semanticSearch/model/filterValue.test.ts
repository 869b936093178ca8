import { describe, expect, it } from 'vitest';
import type { CatalogProperty } from './catalog';
import { rawFilterValue, typedFilterValue, valueKindOf, type ValueKind } from './filterValue';

const data = (dataType: string): CatalogProperty => ({ id: 'p', name: 'p', kind: 'data', dataType, domains: [], range: null });
const object: CatalogProperty = { id: 'p', name: 'p', kind: 'object', dataType: '', domains: [], range: 'c' };

describe('the kind of a filter value', () => {
  it.each([
    ['p', data('int'), 'number'],
    ['p', data('float'), 'number'],
    ['p', data('date'), 'date'],
    ['p', data('dateTime'), 'date'],
    ['p', data('bool'), 'bool'],
    ['p', data('string'), 'text'],
    ['p', data('multiString'), 'text'],
    ['p', object, 'link'],
    ['name', undefined, 'text'],
    ['date_create', undefined, 'date'],
    ['class', undefined, 'link'],
    ['p', undefined, 'text'],
  ] as const)('%s of %o is %s', (column, prop, kind) => {
    expect(valueKindOf(column, prop)).toBe(kind);
  });
});

describe('typing what the user entered', () => {
  it.each([
    ['number', 'eq', '42', { ok: true, value: 42 }],
    ['number', 'gt', ' 1 234,5 ', { ok: true, value: 1234.5 }],
    ['number', 'eq', 'сорок', { ok: false, problem: 'number' }],
    ['number', 'eq', '', { ok: false, problem: 'missing' }],
    ['date', 'lt', '2024-02-29', { ok: true, value: '2024-02-29' }],
    ['date', 'lt', '2023-02-29', { ok: false, problem: 'date' }],
    ['date', 'lt', '29.02.2024', { ok: false, problem: 'date' }],
    ['bool', 'eq', 'true', { ok: true, value: true }],
    ['bool', 'eq', 'false', { ok: true, value: false }],
    ['text', 'contains', 'Мос', { ok: true, value: 'Мос' }],
    ['number', 'in', '1; 2;3', { ok: true, value: [1, 2, 3] }],
    ['number', 'in', '1; два', { ok: false, problem: 'number' }],
    ['text', 'in', ' ; ', { ok: false, problem: 'missing' }],
    ['number', 'empty', 'anything', { ok: true, value: undefined }],
  ] as const)('%s %s «%s»', (kind, condition, raw, expected) => {
    expect(typedFilterValue(kind as ValueKind, condition, raw)).toEqual(expected);
  });

  it('shows a stored value back', () => {
    expect(rawFilterValue([1, 2])).toBe('1; 2');
    expect(rawFilterValue(5)).toBe('5');
    expect(rawFilterValue(undefined)).toBe('');
  });
});
