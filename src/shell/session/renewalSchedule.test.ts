import { describe, expect, it } from 'vitest';
import { msUntilRenewal } from './renewalSchedule';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('msUntilRenewal', () => {
  it.each<[string | null, number | null]>([
    [null, null],
    ['nonsense', null],
    ['2026-11-22T12:01:00Z', 40_000],
    ['2026-11-22T12:00:20Z', 0],
    ['2026-11-22T12:00:05Z', 0],
    ['2026-11-22T11:00:00Z', 0],
    ['2027-11-22T12:00:00Z', 2_147_483_647],
  ])('%s → %s', (expiresAt, expected) => expect(msUntilRenewal(expiresAt, now)).toBe(expected));
});
