import { FeelDate, FeelDateTime, FeelDuration, FeelFunction, FeelRange, FeelTime, date, dateAndTime, duration, time } from 'feelin';
import type { ColumnType } from '../../realtime/protocol/dmn';

/**
 * FEEL values ⇄ JSON (issue 17 wire format): numbers (to 15 significant digits), strings, booleans,
 * null, lists and contexts as such; a date `YYYY-MM-DD`, a time `hh:mm:ss`, a date and time and a duration in ISO 8601; a range as
 * its FEEL text; a function as null.
 */
export function toJsonValue(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  // FEEL numbers are decimals: binary float noise (0.1 + 0.2) is cut at 15 significant digits
  if (typeof v === 'number') return !Number.isFinite(v) ? null : Number.isInteger(v) ? v : Number(v.toPrecision(15));
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v instanceof FeelDate || v instanceof FeelTime || v instanceof FeelDateTime || v instanceof FeelDuration) return v.iso;
  if (v instanceof FeelRange) return rangeText(v);
  if (v instanceof FeelFunction || typeof v === 'function') return null;
  if (typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = toJsonValue(x);
    return o;
  }
  return null;
}

function rangeText(r: FeelRange): string {
  const o = r as unknown as { start: unknown; end: unknown; 'start included': boolean; 'end included': boolean };
  const end = (x: unknown) => (x === null || x === undefined ? '' : JSON.stringify(toJsonValue(x)));
  return `${o['start included'] ? '[' : '('}${end(o.start)}..${end(o.end)}${o['end included'] ? ']' : ')'}`;
}

/** The base FEEL type a typeRef names (`feel:` prefix and DMN 1.1 spellings accepted), or null when it is not built in. */
export function baseTypeOf(typeRef: string | null): string | null {
  if (typeRef === null) return null;
  const t = typeRef.replace(/^feel:/, '').trim();
  switch (t) {
    case 'number':
    case 'integer':
    case 'int':
    case 'double':
    case 'long':
    case 'decimal':
      return 'number';
    case 'string':
    case 'boolean':
    case 'date':
    case 'time':
    case 'context':
    case 'list':
    case 'range':
    case 'function':
      return t;
    case 'dateTime':
    case 'date and time':
      return 'date and time';
    case 'dayTimeDuration':
    case 'days and time duration':
      return 'days and time duration';
    case 'yearMonthDuration':
    case 'years and months duration':
      return 'years and months duration';
    case 'Any':
    case 'any':
      return 'Any';
    default:
      return null;
  }
}

/** The column type of the editor for a typeRef, or null (not a column type). */
export function columnTypeOf(typeRef: string | null): ColumnType | null {
  if (typeRef === null) return null;
  const t = typeRef.replace(/^feel:/, '').trim();
  if (t === 'number' || t === 'double' || t === 'decimal') return 'double';
  if (t === 'integer' || t === 'int') return 'integer';
  if (t === 'long') return 'long';
  if (t === 'string' || t === 'boolean' || t === 'date') return t;
  return null;
}

const ISO_DATE = /^-?\d{4,}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}|@.+)?$/;
const ISO_DATE_TIME = /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;
const ISO_DURATION = /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** A JSON value as the FEEL value of a typeRef's base type (temporal strings become temporal values); anything else as is. */
export function fromJsonValue(v: unknown, typeRef: string | null): unknown {
  if (v === undefined) return null;
  if (typeof v !== 'string') return v;
  switch (baseTypeOf(typeRef)) {
    case 'date':
      return ISO_DATE.test(v) ? date(v) : ISO_DATE_TIME.test(v) ? date(v.slice(0, v.indexOf('T'))) : v;
    case 'time':
      return ISO_TIME.test(v) ? time(v) : v;
    case 'date and time':
      return ISO_DATE_TIME.test(v) ? dateAndTime(v) : ISO_DATE.test(v) ? dateAndTime(`${v}T00:00:00`) : v;
    case 'days and time duration':
    case 'years and months duration':
      return ISO_DURATION.test(v) ? duration(v) : v;
    default:
      return v;
  }
}
