import { formatDate, formatDateTime } from '../../../i18n/format';

// An assignment counts up to its activeUntil moment (exclusive). Admins pick a calendar day in
// their own time zone: "active until 01.07.2026" means it stops counting when that day begins.

const pad = (n: number): string => String(n).padStart(2, '0');

/** The value of a date input (YYYY-MM-DD, local day) for a stored moment; '' when there is none. */
export function activeUntilToInput(moment: string | null): string {
  if (!moment) return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The moment to send for a date input's value: the start of that local day; null when cleared. */
export function inputToActiveUntil(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

/** DD.MM.YYYY when the moment is the start of a local day (as this screen writes them), otherwise with the time. */
export function formatActiveUntil(moment: string | null): string {
  if (!moment) return '';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  const midnight = date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
  return midnight ? formatDate(date) : formatDateTime(date);
}
