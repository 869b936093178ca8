import { describe, expect, it } from 'vitest';
import { cellText } from './cellText';

const yesNo = { yes: 'Да', no: 'Нет' };

describe('cell text', () => {
  it.each([
    [1234567.891, 'number', '1 234 567,89'],
    [2.5, 'number', '2,5'],
    ['2024-03-05', 'date', '05.03.2024'],
    [true, 'boolean', 'Да'],
    [false, 'boolean', 'Нет'],
    [null, 'string', ''],
    [{ id: 'x', name: 'Москва' }, 'link', 'Москва'],
    [[{ id: 'x', name: 'A' }, { id: 'y', name: 'B' }], 'link', 'A, B'],
    [[3, 4], 'number', '3, 4'],
    ['текст', 'string', 'текст'],
  ] as const)('%o (%s) → %s', (value, kind, text) => {
    // ru-RU groups with a narrow no-break space
    expect(cellText(value as never, kind, yesNo).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });
});
