import { describe, expect, it } from 'vitest';
import { factValueText } from './factValueText';

const words = { yes: 'Да', no: 'Нет' };

describe('a data value as read', () => {
  it.each([
    [true, 'bool', 'Да'],
    [false, 'bool', 'Нет'],
    [1234567.5, 'float', '1\u00a0234\u00a0567,5'],
    [4, 'int', '4'],
    ['2020-01-15', 'date', '15.01.2020'],
    ['not a date', 'date', 'not a date'],
    ['good dog', 'string', 'good dog'],
  ] as const)('%s (%s) reads %s', (value, type, text) => {
    expect(factValueText(value, type, words)).toBe(text);
  });

  it('shows a moment in local time, DD.MM.YYYY HH:mm:ss', () => {
    expect(factValueText('2024-05-01T12:00:00.000Z', 'dateTime', words)).toMatch(/^01\.05\.2024 \d\d:00:00$/);
  });
});
