import { describe, expect, it } from 'vitest';
import { detectColumnType, normalizeCell, normalizeNumber } from './cellValues';

describe('normalizeNumber', () => {
  it.each([
    ['1 234,5', '1234.5'],
    ['1\u00a0234,5', '1234.5'],
    ['1,234.5', '1234.5'],
    ['1.234,5', '1234.5'],
    ['12,5', '12.5'],
    ['-7', '-7'],
    ['1,2,3', '1,2,3'],
    ['abc', 'abc'],
  ])('%s → %s', (input, expected) => expect(normalizeNumber(input)).toBe(expected));
});

describe('normalizeCell', () => {
  it.each([
    ['date', '31.05.2024', '2024-05-31'],
    ['date', '1.2.2024', '2024-02-01'],
    ['date', '2024-05-31', '2024-05-31'],
    ['date', '31.05.2024 10:00', '31.05.2024 10:00'],
    ['dateTime', '31.05.2024 10:05', '2024-05-31T10:05:00'],
    ['bool', 'Да', 'true'],
    ['bool', 'нет', 'false'],
    ['bool', 'может быть', 'может быть'],
    ['string', ' 1 234,5 ', ' 1 234,5 '],
    ['float', '1 234,5', '1234.5'],
  ] as const)('%s %s → %s', (type, input, expected) => expect(normalizeCell(type, input)).toBe(expected));
});

describe('detectColumnType', () => {
  it.each([
    [['1', '2', ''], 'int'],
    [['1,5', '2'], 'float'],
    [['31.05.2024', '2024-01-01'], 'date'],
    [['да', 'нет'], 'bool'],
    [['Москва', '1'], 'string'],
    [['', ' '], 'empty'],
  ] as const)('%j → %s', (values, expected) => expect(detectColumnType(values)).toBe(expected));
});
