import { describe, expect, it } from 'vitest';

// Dates and times are shown DD.MM.YYYY HH:mm in both languages (platform spec §1), through
// format.ts / dayText.ts. The browser's own formatting follows the browser's locale instead —
// `12/07/2026, 03:16 PM` in an English Chromium — so none of it may show on a screen: no
// toLocale*String, no Intl.DateTimeFormat, no native date or time field whose text the browser draws.
const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx', '!/src/**/*.test.ts', '!/src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

const NATIVE: ReadonlyArray<readonly [string, RegExp]> = [
  ['toLocaleString / toLocaleDateString / toLocaleTimeString', /\.toLocale(?:Date|Time)?String\(/],
  ['toDateString / toTimeString / toUTCString', /\.to(?:Date|Time|UTC)String\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat/],
  ['a native date or time field', /type\s*=\s*(?:["']|\{[^}]*["'])(?:date|datetime-local|time|month|week)["']/],
];

/** Where a native field is only the browser's calendar behind our own text field, never shown itself. */
const ALLOWED = new Map<string, string>([['/src/components/DayInput.tsx', 'a native date or time field']]);

function offences(file: string, text: string): string[] {
  return NATIVE.flatMap(([what, pattern]) => {
    if (ALLOWED.get(file) === what) return [];
    const lines = text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${what}: ${line.trim()}`] : []));
    return lines;
  });
}

describe('dates and times on screens', () => {
  it('reads the app’s sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
  });

  it('never use the browser’s own date formatting (use formatDate / formatDateTime / dayText)', () => {
    expect(Object.entries(sources).flatMap(([file, text]) => offences(file, text))).toEqual([]);
  });

  it('would catch each kind', () => {
    const samples = ["<input type={kind === 'x' ? 'date' : 'text'} />", 'd.toLocaleString()', 'd.toLocaleDateString("ru")', 'new Intl.DateTimeFormat(undefined)', '<input type="datetime-local" />', "<input type={'date'} />", 'd.toUTCString()'];
    for (const sample of samples) expect(offences('/src/x.tsx', sample)).toHaveLength(1);
  });
});
