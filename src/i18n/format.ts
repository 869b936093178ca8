import { dayOfStored } from './dayText';

// Dates are shown DD.MM.YYYY and numbers in the ru-RU style in both languages (platform spec §1).
const numberFormat = new Intl.NumberFormat('ru-RU');
const pad = (n: number): string => String(n).padStart(2, '0');

/** A Date for a moment or a bare YYYY-MM-DD (that calendar day, at local midnight); null when invalid. */
export function toDate(value: Date | string): Date | null {
  // a bare YYYY-MM-DD is a calendar day, not UTC midnight: keep the day whatever the time zone
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD.MM.YYYY; '' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}` : '';
}

/**
 * DD.MM.YYYY of a date property's value: the day it names, also when it is kept as a moment
 * (`1990-09-02T00:00:00.000Z` is 02.09.1990 in every time zone, not 01.09 west of Greenwich).
 * '' for a missing or invalid value.
 */
export function formatDay(value: string | null | undefined): string {
  const day = value == null ? null : dayOfStored(value);
  return day ? formatDate(day) : '';
}

/**
 * DD.MM.YYYY HH:mm:ss, or DD.MM.YYYY HH:mm with `seconds: false`, in the browser's time zone: the
 * one way the app writes a moment (never the browser's own `toLocaleString` or a native date-time
 * field, which follow the browser's locale — see nativeDateFormatting.test.ts).
 */
export function formatDateTime(value: Date | string | null | undefined, { seconds = true }: { seconds?: boolean } = {}): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${formatDate(date)} ${seconds ? `${time}:${pad(date.getSeconds())}` : time}`;
}

/** 1 234 567,5 — ru-RU grouping and decimal comma. */
export function formatNumber(value: number, maximumFractionDigits?: number): string {
  return maximumFractionDigits === undefined ? numberFormat.format(value) : new Intl.NumberFormat('ru-RU', { maximumFractionDigits }).format(value);
}
