import { describe, expect, it } from 'vitest';
import { dayOfStored, dayText, readDayText, readMomentText } from './dayText';

describe('readDayText', () => {
  it.each([
    ['01.07.2026', { kind: 'day', iso: '2026-07-01' }],
    [' 1.7.2026 ', { kind: 'day', iso: '2026-07-01' }],
    ['29.02.2024', { kind: 'day', iso: '2024-02-29' }],
    ['01/07/2026', { kind: 'day', iso: '2026-07-01' }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['29.02.2025', { kind: 'invalid' }],
    ['31.04.2026', { kind: 'invalid' }],
    ['2026-07-01', { kind: 'invalid' }],
    ['01.13.2026', { kind: 'invalid' }],
    ['00.01.2026', { kind: 'invalid' }],
    ['1.7.26', { kind: 'invalid' }],
    ['завтра', { kind: 'invalid' }],
  ])('%j → %j', (text, reading) => {
    expect(readDayText(text)).toEqual(reading);
  });

  it('reads back what dayText writes', () => {
    expect(dayText('2026-07-01')).toBe('01.07.2026');
    expect(readDayText(dayText('2026-12-31'))).toEqual({ kind: 'day', iso: '2026-12-31' });
    expect(dayText('')).toBe('');
  });
});

describe('dayOfStored', () => {
  it.each([
    ['1990-09-02', '1990-09-02'],
    // a date kept as a moment is the day written, not moved through the browser's time zone
    ['1990-09-02T00:00:00.000Z', '1990-09-02'],
    ['1990-09-02T23:30:00-05:00', '1990-09-02'],
    ['1990-09-02 10:00', '1990-09-02'],
    ['1990-02-30', null],
    ['02.09.1990', null],
    ['когда-то', null],
  ])('%s → %s', (stored, day) => expect(dayOfStored(stored)).toBe(day));
});

describe('readMomentText', () => {
  it.each([
    ['12.07.2026 15:16', new Date(2026, 6, 12, 15, 16).toISOString()],
    ['1.7.2026 9:05:30', new Date(2026, 6, 1, 9, 5, 30).toISOString()],
    ['2026-07-12T12:16:00Z', '2026-07-12T12:16:00.000Z'],
    ['12.07.2026 24:00', null],
    ['31.02.2026 10:00', null],
    ['12/07/2026, 03:16 PM', null],
    ['12.07.2026', null],
  ])('%s → %s', (text, iso) => expect(readMomentText(text)).toBe(iso));
});
