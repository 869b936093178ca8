import { describe, expect, it } from 'vitest';
import { accountDeletionDate, licenceExpiryWarningDate } from './sessionNoticeDates';

const today = new Date(2025, 2, 10, 15, 30); // 10.03.2025, afternoon

describe('licenceExpiryWarningDate', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['expires today', '2025-03-10', '10.03.2025'],
    ['expires tomorrow', '2025-03-11', '11.03.2025'],
    ['in exactly 7 days', '2025-03-17', '17.03.2025'],
    ['in 8 days: nothing yet', '2025-03-18', null],
    ['far away', '2026-01-01', null],
    ['already expired', '2025-03-09', null],
    ['missing', null, null],
    ['empty', '', null],
    ['not a date', 'soon', null],
    ['a date-time within the window', '2025-03-12T00:00:00', '12.03.2025'],
  ])('%s', (_name, date, expected) => {
    expect(licenceExpiryWarningDate(date, today)).toBe(expected);
  });

  it('counts calendar days across the month end', () => {
    expect(licenceExpiryWarningDate('2025-04-03', new Date(2025, 2, 28))).toBe('03.04.2025');
  });
});

describe('accountDeletionDate', () => {
  const requested = new Date(2025, 2, 10, 12, 0).toISOString();
  it.each<[string, string | null, number | null | undefined, string | null]>([
    ['default 3 days', requested, undefined, '13.03.2025'],
    ['configured 30 days', requested, 30, '09.04.2025'],
    ['0 days', requested, 0, '10.03.2025'],
    ['no request', null, 3, null],
    ['bad date', 'never', 3, null],
  ])('%s', (_name, date, days, expected) => {
    expect(accountDeletionDate(date, days)).toBe(expected);
  });
});
