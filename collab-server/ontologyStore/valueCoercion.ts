import sanitizeHtml from 'sanitize-html';
import { UUID_RE, type DataType } from '../../realtime/protocol/metaModel';
import type { SetValue, WireValue } from '../../realtime/protocol/dataApi/setData';

/**
 * One value as it is kept in a `vals` row: exactly one of t/n/b/d/r is set (lang goes with t for
 * multiString). d is an ISO 8601 string in memory so values compare by plain equality.
 */
export type StoredValue = {
  t: string | null;
  n: number | null;
  b: boolean | null;
  d: string | null;
  r: string | null;
  lang: string | null;
};

export type ValueType = DataType | 'ref';
export type Coerced = { ok: true; value: StoredValue } | { ok: false; error: string };

export const VALUE_MESSAGES = {
  date: 'Неверный формат даты',
  dateTime: 'Неверный формат даты и времени (ожидается ISO 8601, например 2024-05-31T10:00:00Z)',
  int: 'Значение должно быть целым числом',
  float: 'Значение должно быть числом',
  bool: 'Значение должно быть логическим (true или false)',
  id: 'Значение должно быть идентификатором (UUID из 36 символов)',
  lang: 'Значение с указанием языка допустимо только для многоязычной строки',
} as const;

const EMPTY: StoredValue = { t: null, n: null, b: null, d: null, r: null, lang: null };
const ok = (patch: Partial<StoredValue>): Coerced => ({ ok: true, value: { ...EMPTY, ...patch } });
const fail = (error: string): Coerced => ({ ok: false, error });

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const INT_RE = /^[+-]?\d+$/;
const FLOAT_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A real calendar day written as YYYY-MM-DD (2023-02-29 is not one). */
export function isValidDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** ISO 8601 date-time normalised to UTC; a time without a zone is read as UTC, a bare date as midnight UTC. */
export function parseDateTime(text: string): string | null {
  const m = DATE_TIME_RE.exec(text.trim());
  if (!m || !isValidDate(m[1] ?? '')) return null;
  if (m[2] !== undefined && (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59)) return null;
  const withZone = m[2] === undefined ? `${m[1]}T00:00:00Z` : m[5] ? text.trim() : `${text.trim()}Z`;
  const time = Date.parse(withZone.replace(' ', 'T'));
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A date property's value as clients get it: the calendar day, YYYY-MM-DD. A date is written as
 * that text, but data seeded or imported before may keep it as a moment at midnight UTC
 * (`1990-09-02T00:00:00.000Z`), which a date field cannot show. Other values pass unchanged.
 */
export function asDayValue<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  const day = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/.exec(value)?.[1];
  return day && isValidDate(day) ? day : value;
}

/** Strips every HTML tag (trust: false); what remains is entity-escaped text. */
export function sanitizeText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}

function asText(input: SetValue): string | null {
  if (typeof input === 'string') return input;
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  return null;
}

function coerceNumber(input: SetValue, integer: boolean): Coerced {
  let n: number | null = null;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string') {
    // Russian users type a decimal comma
    const text = input.trim().replace(/^([+-]?\d*),(\d+)$/, '$1.$2');
    if (integer ? INT_RE.test(text) : FLOAT_RE.test(text)) n = Number(text);
  }
  if (n === null || !Number.isFinite(n)) return fail(integer ? VALUE_MESSAGES.int : VALUE_MESSAGES.float);
  if (integer && !Number.isSafeInteger(n)) return fail(VALUE_MESSAGES.int);
  return ok({ n });
}

function coerceBool(input: SetValue): Coerced {
  if (typeof input === 'boolean') return ok({ b: input });
  const text = typeof input === 'object' ? '' : String(input).trim().toLowerCase();
  if (text === 'true' || text === '1') return ok({ b: true });
  if (text === 'false' || text === '0') return ok({ b: false });
  return fail(VALUE_MESSAGES.bool);
}

/**
 * Converts a value sent by a client into the stored form for a property's type, or says in words
 * what is wrong with it. `sanitize` (trust: false) strips HTML from text values.
 */
export function coerceValue(type: ValueType, input: SetValue, options: { sanitize: boolean }): Coerced {
  const clean = (text: string): string => (options.sanitize ? sanitizeText(text) : text);
  if (typeof input === 'object' && type !== 'multiString') return fail(VALUE_MESSAGES.lang);
  switch (type) {
    case 'multiString':
      if (typeof input === 'object') return ok({ t: clean(input.text), lang: input.lang });
      return ok({ t: clean(asText(input) ?? '') });
    case 'string':
    case 'text':
      return ok({ t: clean(asText(input) ?? '') });
    case 'id':
    case 'file':
    case 'ref': {
      const text = typeof input === 'string' ? input.trim().toLowerCase() : '';
      if (!UUID_RE.test(text)) return fail(VALUE_MESSAGES.id);
      return type === 'ref' ? ok({ r: text }) : ok({ t: text });
    }
    case 'date': {
      const text = typeof input === 'string' ? input.trim() : '';
      return isValidDate(text) ? ok({ t: text }) : fail(VALUE_MESSAGES.date);
    }
    case 'dateTime': {
      const iso = typeof input === 'string' ? parseDateTime(input) : null;
      return iso ? ok({ d: iso }) : fail(VALUE_MESSAGES.dateTime);
    }
    case 'int':
    case 'float':
      return coerceNumber(input, type === 'int');
    case 'bool':
      return coerceBool(input);
  }
}

/** The value as clients see it: a scalar, or {lang, text} for a language-tagged string. */
export function toWire(value: StoredValue): WireValue {
  if (value.t !== null) return value.lang ? { lang: value.lang, text: value.t } : value.t;
  if (value.n !== null) return value.n;
  if (value.b !== null) return value.b;
  if (value.d !== null) return value.d;
  return value.r ?? '';
}

export function sameValue(a: StoredValue, b: StoredValue): boolean {
  return a.t === b.t && a.n === b.n && a.b === b.b && a.d === b.d && a.r === b.r && a.lang === b.lang;
}

/** For `rem` by value: a value sent without a language matches that text in any language. */
export function matchesValue(stored: StoredValue, wanted: StoredValue): boolean {
  if (wanted.t !== null && wanted.lang === null) return stored.t === wanted.t;
  return sameValue(stored, wanted);
}

export function sameList(a: readonly StoredValue[], b: readonly StoredValue[]): boolean {
  return a.length === b.length && a.every((v, i) => sameValue(v, b[i] as StoredValue));
}
