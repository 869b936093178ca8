import { describe, expect, it } from 'vitest';
import { typingProblem } from './typingCheck';

describe('typingProblem: numbers and dates checked as they are typed', () => {
  it.each<[string, string, boolean, string | null]>([
    // integers
    ['int', '', false, null],
    ['int', '4', false, null],
    ['int', '-', false, null],
    ['int', '-', true, 'int'],
    ['int', '1 000', false, null],
    ['int', '12a', false, 'int'],
    ['int', '1,5', false, 'int'],
    ['int', 'четыре', false, 'int'],
    // decimals: a trailing comma or exponent is still being typed
    ['float', '3,', false, null],
    ['float', '3,', true, null],
    ['float', '3,14', false, null],
    ['float', '1e', false, null],
    ['float', '1e', true, 'float'],
    ['float', '+', true, 'float'],
    ['float', 'abc', false, 'float'],
    ['float', '3,1,4', false, 'float'],
    // dates: DD.MM.YYYY or YYYY-MM-DD
    ['date', '0', false, null],
    ['date', '01.0', false, null],
    ['date', '01.05.20', false, null],
    ['date', '01.05.20', true, 'date'],
    ['date', '01.05.2024', false, null],
    ['date', '31.02.2024', false, 'date'],
    ['date', '2024-05', false, null],
    ['date', '2024-02-30', false, 'date'],
    ['date', '32.', false, 'date'],
    ['date', '12.13.', false, 'date'],
    ['date', '00.', false, 'date'],
    ['date', 'вчера', false, 'date'],
    ['date', '1/7/2026', false, null],
    // other types are checked on save
    ['string', 'anything', true, null],
    ['dateTime', 'x', true, null],
  ])('%s %j (left: %s) → %s', (type, text, finished, expected) => {
    expect(typingProblem(type, text, finished)).toBe(expected);
  });
});
