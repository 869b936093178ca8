import type { DetectedType } from '../../realtime/protocol/imports';
import type { ValueType } from '../ontologyStore';

/**
 * What people put in spreadsheets, turned into the forms set_data accepts; set_data's own coercion
 * (valueCoercion.ts) then decides whether the value fits. Only the spellings differ here: Russian
 * numbers ("1 234,5"), days written DD.MM.YYYY, "да"/"нет".
 */

// spaces that group digits: plain, no-break and narrow no-break
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/** "1 234,5" → "1234.5", "1,234.5" → "1234.5", "1.234,5" → "1234.5"; anything else unchanged. */
export function normalizeNumber(text: string): string {
  const compact = text.trim().replace(GROUP_SPACES, '');
  const comma = compact.lastIndexOf(',');
  const dot = compact.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    // the later separator is the decimal one, the other groups thousands
    return comma > dot ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
  }
  if (comma >= 0 && compact.indexOf(',') === comma) return compact.replace(',', '.');
  return compact;
}

const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const pad = (s: string): string => s.padStart(2, '0');

/** "31.05.2024" → "2024-05-31" (also with "/" and a time of day); ISO text unchanged. */
export function normalizeDate(text: string, withTime: boolean): string {
  const t = text.trim();
  const m = DAY_FIRST.exec(t);
  if (!m) return t;
  const day = `${m[3]}-${pad(m[2] ?? '')}-${pad(m[1] ?? '')}`;
  if (!withTime) return m[4] === undefined ? day : t;
  return m[4] === undefined ? day : `${day}T${pad(m[4])}:${m[5]}:${m[6] ?? '00'}`;
}

const TRUE_WORDS = new Set(['true', '1', 'да', 'yes', 'y', 'истина', 'д']);
const FALSE_WORDS = new Set(['false', '0', 'нет', 'no', 'n', 'ложь', 'н']);

export function normalizeBool(text: string): string {
  const t = text.trim().toLowerCase();
  if (TRUE_WORDS.has(t)) return 'true';
  if (FALSE_WORDS.has(t)) return 'false';
  return t;
}

/** A cell's text in the form set_data expects for the property type. */
export function normalizeCell(type: ValueType, text: string): string {
  switch (type) {
    case 'int':
    case 'float':
      return normalizeNumber(text);
    case 'date':
      return normalizeDate(text, false);
    case 'dateTime':
      return normalizeDate(text, true);
    case 'bool':
      return normalizeBool(text);
    default:
      return text;
  }
}

const INT_TEXT = /^[+-]?\d+$/;
const FLOAT_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a column's sample looks like: the narrowest type every non-empty value fits. */
export function detectColumnType(values: readonly string[]): DetectedType {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length === 0) return 'empty';
  const all = (test: (v: string) => boolean): boolean => filled.every(test);
  if (all((v) => INT_TEXT.test(normalizeNumber(v)))) return 'int';
  if (all((v) => FLOAT_TEXT.test(normalizeNumber(v)))) return 'float';
  if (all((v) => ISO_DAY.test(normalizeDate(v, false)))) return 'date';
  if (all((v) => ['true', 'false'].includes(normalizeBool(v)))) return 'bool';
  return 'string';
}
