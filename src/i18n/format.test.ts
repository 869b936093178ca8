import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { formatDate, formatDateTime, formatDay, formatNumber } from './format';

describe('formatDate', () => {
  it.each([
    ['2026-11-22', '22.11.2026'],
    ['2024-02-29', '29.02.2024'],
    ['2026-01-05T10:00:00', '05.01.2026'],
    ['nonsense', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(formatDate(input)).toBe(expected));

  it('formats a date and time', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('02.01.2026 03:04:05');
  });

  it('formats a date and time to the minute, never as the browser’s locale would', () => {
    const moment = new Date(2026, 11, 7, 15, 16, 59);
    expect(formatDateTime(moment, { seconds: false })).toBe('07.12.2026 15:16');
    expect(formatDateTime(moment.toISOString(), { seconds: false })).toBe('07.12.2026 15:16');
    expect(formatDateTime('nonsense', { seconds: false })).toBe('');
  });
});

describe('formatDay: a date property\'s value', () => {
  it.each([
    ['1990-09-02', '02.09.1990'],
    // kept as a moment at midnight UTC: the same day whatever the browser's time zone
    ['1990-09-02T00:00:00.000Z', '02.09.1990'],
    ['nonsense', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(formatDay(input)).toBe(expected));
});

describe('formatNumber (ru-RU)', () => {
  it.each([
    [1234567, '1 234 567'],
    [3.5, '3,5'],
    [-12, '-12'],
  ])('%s', (input, expected) => expect(formatNumber(input).replace(/\s/g, ' ').replace('−', '-')).toBe(expected));
  it('limits fraction digits', () => expect(formatNumber(2 / 3, 2)).toBe('0,67'));
});

describe('Russian plurals have three forms', () => {
  it.each([
    [1, '1 класс'],
    [2, '2 класса'],
    [4, '4 класса'],
    [5, '5 классов'],
    [11, '11 классов'],
    [21, '21 класс'],
    [22, '22 класса'],
    [25, '25 классов'],
    [111, '111 классов'],
  ])('%i', async (count, expected) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ru',
      resources: { ru: { translation: { n_one: '{{count}} класс', n_few: '{{count}} класса', n_many: '{{count}} классов', n_other: '{{count}} класса' } } },
    });
    expect(i18n.t('n', { count })).toBe(expected);
  });
});
