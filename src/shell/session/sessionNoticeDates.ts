import { formatDate, toDate } from '../../i18n/format';
import { accountDeletionDate as deletionMoment } from '../../../model/accountDeletion';

/** Platform spec §9: the licence-expiry warning starts 7 days ahead. */
export const LICENCE_WARNING_DAYS = 7;
const DAY_MS = 86_400_000;

// the day of a date or moment, at local midnight: whole days are counted between such days
function calendarDay(value: string): Date | null {
  const date = toDate(value);
  return date && new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `today` to `day` (DST days are 23 or 25 hours long, hence the rounding). */
function daysBetween(today: Date, day: Date): number {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((day.getTime() - start.getTime()) / DAY_MS);
}

/** The expiry date to warn about (DD.MM.YYYY) when the licence ends within 7 days from today; null otherwise. */
export function licenceExpiryWarningDate(licenseExpirationDate: string | null | undefined, today: Date): string | null {
  const day = licenseExpirationDate ? calendarDay(licenseExpirationDate) : null;
  if (!day) return null;
  const left = daysBetween(today, day);
  return left >= 0 && left <= LICENCE_WARNING_DAYS ? formatDate(day) : null;
}

/** The day the account will be deleted (DD.MM.YYYY): the request's moment plus the configured days; null without a request. */
export function accountDeletionDate(deleteAccountRequestDate: string | null | undefined, days: number | null | undefined): string | null {
  if (!deleteAccountRequestDate) return null;
  return formatDate(deletionMoment(deleteAccountRequestDate, days)) || null;
}
