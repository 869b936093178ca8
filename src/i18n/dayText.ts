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
