/**
 * A calendar day typed as DD.MM.YYYY (platform spec §1), read into the ISO day YYYY-MM-DD the
 * API takes. Single-digit days and months and other separators ('1/7/2026', '01-07-2026') are
 * accepted; impossible days (31.02.2026) are not.
 */
export type DayReading = { kind: 'empty' } | { kind: 'day'; iso: string } | { kind: 'invalid' };

const pad = (n: number): string => String(n).padStart(2, '0');

export function readDayText(text: string): DayReading {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const match = /^(\d{1,2})[./\s-](\d{1,2})[./\s-](\d{4})$/.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { kind: 'invalid' };
  return { kind: 'day', iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** The DD.MM.YYYY text of an ISO day; '' for none. */
export function dayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/**
 * The calendar day of a stored date as YYYY-MM-DD: a bare day, or the day written at the start of
 * a moment (older data and imports keep a date as midnight UTC, `1990-09-02T00:00:00.000Z`). The
 * written day is taken as it is, never moved through the browser's time zone. Null for anything else.
 */
export function dayOfStored(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ]\d{2}:\d{2})/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * A moment typed as DD.MM.YYYY HH:mm (seconds optional), in the browser's time zone, read into an
 * ISO instant; an ISO 8601 moment pasted whole is taken too. Null when it is neither.
 */
export function readMomentText(text: string): string | null {
  const trimmed = text.trim();
  const typed = /^(\d{1,2}[./\s-]\d{1,2}[./\s-]\d{4})[\sT,]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (typed) {
    const day = readDayText(typed[1] ?? '');
    const [hours, minutes, seconds] = [Number(typed[2]), Number(typed[3]), Number(typed[4] ?? 0)];
    if (day.kind !== 'day' || hours > 23 || minutes > 59 || seconds > 59) return null;
    const [year, month, date] = day.iso.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, date, hours, minutes, seconds).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(trimmed) || dayOfStored(trimmed) === null) return null;
  const moment = new Date(trimmed);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}
