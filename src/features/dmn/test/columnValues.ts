import { formatDate, formatDateTime, formatNumber } from '../../../i18n/format';

/**
 * Values of decision-table columns as people type and read them: numbers ru-RU (decimal comma,
 * spaces between thousands), days DD.MM.YYYY, yes/no; what goes on the wire is the engine's JSON
 * (numbers, 'YYYY-MM-DD', booleans, null for an empty field).
 */

/** How a column's field is typed on screen. */
export type FieldKind = 'number' | 'integer' | 'boolean' | 'date' | 'text';

const NUMBER_TYPES = new Set(['number', 'double', 'decimal', 'float']);
const INTEGER_TYPES = new Set(['integer', 'long', 'int', 'short']);

/** The field kind of a typeRef ('double', 'feel:number', 'xsd:integer' …); anything unknown is text. */
export function fieldKindOf(typeRef: string | null | undefined): FieldKind {
  const base = (typeRef ?? '').trim().toLowerCase().replace(/^[a-z]+:/, '');
  if (NUMBER_TYPES.has(base)) return 'number';
  if (INTEGER_TYPES.has(base)) return 'integer';
  if (base === 'boolean') return 'boolean';
  if (base === 'date') return 'date';
  return 'text';
}

/** What a field holds while typed: text; for a date the ISO day ('' none); for yes/no 'true', 'false' or ''. */
export type FieldText = string;

export type ParsedField = { ok: true; value: unknown } | { ok: false; problem: 'number' | 'integer' | 'date' };

// thin and no-break spaces group thousands in the ru-RU format numbers are shown in
const SPACES = /[\s\u00a0\u202f]/g;

/** The JSON value of a field's text; empty is null. */
export function parseField(kind: FieldKind, text: FieldText): ParsedField {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  switch (kind) {
    case 'number':
    case 'integer': {
      const normal = trimmed.replace(SPACES, '').replace(',', '.').replace(/^−/, '-');
      const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) ? Number(normal) : NaN;
      if (!Number.isFinite(value)) return { ok: false, problem: 'number' };
      if (kind === 'integer' && !Number.isInteger(value)) return { ok: false, problem: 'integer' };
      return { ok: true, value };
    }
    case 'boolean':
      return { ok: true, value: trimmed === 'true' };
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? { ok: true, value: trimmed } : { ok: false, problem: 'date' };
    default:
      return { ok: true, value: text };
  }
}

/** The text a field shows for a JSON value (filling the form from an instance or a saved case). */
export function fieldTextOf(kind: FieldKind, value: unknown): FieldText {
  if (value === null || value === undefined) return '';
  if (kind === 'boolean') return typeof value === 'boolean' ? String(value) : '';
  if ((kind === 'number' || kind === 'integer') && typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'date' && typeof value === 'string') return value.slice(0, 10);
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The words a value is shown with (from the locale). */
export type ValueWords = { yes: string; no: string; empty: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A result value as people read it: ru-RU numbers, DD.MM.YYYY days, yes/no, lists joined, contexts as «name: value». */
export function valueText(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined) return words.empty;
  if (typeof value === 'number') return formatNumber(value, 10);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_MOMENT.test(value)) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? words.empty : value.map((v) => valueText(v, words)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${valueText(v, words)}`)
      .join('; ');
  }
  return String(value);
}
