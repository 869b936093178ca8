import { describe, expect, it } from 'vitest';
import { messageTime } from './chatTime';

describe('messageTime', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  it.each([
    [new Date(2026, 10, 23, 9, 5).toISOString(), '09:05'],
    [new Date(2026, 10, 22, 23, 59).toISOString(), '22.11.2026 23:59'],
    [new Date(2025, 0, 3, 7, 0).toISOString(), '03.01.2025 07:00'],
    ['not a date', ''],
  ])('%s → %s', (iso, shown) => {
    expect(messageTime(iso, now)).toBe(shown);
  });
});
