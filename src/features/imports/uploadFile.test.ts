import { describe, expect, it } from 'vitest';
import { fileSizeParts, importNameOf, isCsvFileName, isXlsxFileName } from './uploadFile';

describe('isXlsxFileName', () => {
  const cases: Array<[string, boolean]> = [
    ['data.xlsx', true],
    ['DATA.XLSX', true],
    ['отчёт 2025.xlsx', true],
    ['data.xls', false],
    ['data.csv', false],
    ['data.xlsx.exe', false],
    ['xlsx', false],
  ];
  it.each(cases)('%s → %s', (name, ok) => expect(isXlsxFileName(name)).toBe(ok));
});

describe('fileSizeParts', () => {
  const cases: Array<[number, { value: number; unit: string }]> = [
    [0, { value: 1, unit: 'kb' }],
    [1, { value: 1, unit: 'kb' }],
    [1536, { value: 2, unit: 'kb' }],
    [1024 * 1024, { value: 1, unit: 'mb' }],
    [5.25 * 1024 * 1024, { value: 5.3, unit: 'mb' }],
  ];
  it.each(cases)('%i bytes', (bytes, expected) => expect(fileSizeParts(bytes)).toEqual(expected));
});

describe('isCsvFileName and importNameOf', () => {
  it.each([
    ['люди.csv', true],
    ['a.TXT', true],
    ['a.tsv', true],
    ['a.xlsx', false],
  ])('%s → %s', (name, ok) => expect(isCsvFileName(name)).toBe(ok));
  it('drops the extension', () => expect(importNameOf('Сотрудники 2025.csv')).toBe('Сотрудники 2025'));
});
