import { describe, expect, it } from 'vitest';
import { dayText, readDayText } from './dayText';

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
