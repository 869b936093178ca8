import { describe, expect, it } from 'vitest';
import { activeUntilToInput, formatActiveUntil, inputToActiveUntil } from './activeUntil';

describe('activeUntil conversions', () => {
  it('a picked day becomes the start of that local day', () => {
    expect(inputToActiveUntil('2026-07-01')).toBe(new Date(2026, 6, 1).toISOString());
  });
  it('a cleared or malformed input means no end', () => {
    expect(inputToActiveUntil('')).toBeNull();
    expect(inputToActiveUntil('01.07.2026')).toBeNull();
  });
  it('round-trips through the date input', () => {
    expect(activeUntilToInput(inputToActiveUntil('2026-02-28'))).toBe('2026-02-28');
  });
  it('no moment, no input value', () => {
    expect(activeUntilToInput(null)).toBe('');
    expect(activeUntilToInput('not a date')).toBe('');
  });
});

describe('formatActiveUntil', () => {
  it('a day start shows the date only', () => expect(formatActiveUntil(new Date(2026, 6, 1).toISOString())).toBe('01.07.2026'));
  it('another moment shows the time too', () => expect(formatActiveUntil(new Date(2026, 6, 1, 15, 30, 5).toISOString())).toBe('01.07.2026 15:30:05'));
  it('none shows nothing', () => expect(formatActiveUntil(null)).toBe(''));
});
