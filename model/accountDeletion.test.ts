import { describe, expect, it } from 'vitest';
import { accountDeletionDate } from './accountDeletion';

// the local calendar day, DD.MM.YYYY as the profile shows it (src/i18n's formatDate is the browser app's, out of the model's reach)
const day = (date: Date): string => [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('.') + `.${date.getFullYear()}`;

describe('accountDeletionDate', () => {
  it.each([
    ['2025-03-10T12:00:00', 3, '13.03.2025'],
    ['2025-03-10T12:00:00', undefined, '13.03.2025'],
    ['2025-03-10T12:00:00', null, '13.03.2025'],
    ['2025-02-27T12:00:00', 3, '02.03.2025'],
    ['2024-02-27T12:00:00', 3, '01.03.2024'],
    ['2025-12-30T12:00:00', 7, '06.01.2026'],
    ['2025-03-10T12:00:00', 0, '10.03.2025'],
  ])('%s + %s days → %s', (requested, days, shown) => {
    expect(day(accountDeletionDate(requested, days))).toBe(shown);
  });

  it('takes a Date as well', () => {
    expect(accountDeletionDate(new Date(Date.UTC(2025, 0, 1)), 1).toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });
});
