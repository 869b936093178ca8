import type { Condition, ScalarValue } from '../../../../realtime/protocol/semanticSearch';
import type { CatalogProperty } from './catalog';

/**
 * What a filter's value is typed as, by the column it constrains: a number input for numbers, a
 * date input for dates, yes/no for booleans, an instance for links, text otherwise.
 */
export type ValueKind = 'number' | 'date' | 'bool' | 'link' | 'text';

/** The intrinsic columns every node has, besides its properties. */
export const INTRINSIC_COLUMNS = ['name', 'date_create', 'author', 'class'] as const;
export type IntrinsicColumn = (typeof INTRINSIC_COLUMNS)[number];
export const isIntrinsic = (column: string): column is IntrinsicColumn => (INTRINSIC_COLUMNS as readonly string[]).includes(column);

export function valueKindOf(column: string, prop: CatalogProperty | undefined): ValueKind {
  if (column === 'date_create') return 'date';
  if (column === 'class') return 'link';
  if (isIntrinsic(column) || !prop) return 'text';
  if (prop.kind === 'object') return 'link';
  if (prop.dataType === 'int' || prop.dataType === 'float') return 'number';
  if (prop.dataType === 'date' || prop.dataType === 'dateTime') return 'date';
  if (prop.dataType === 'bool') return 'bool';
  return 'text';
}

/** Conditions that make sense for a kind of value (`empty` and `notEmpty` take none). */
export function conditionsFor(kind: ValueKind): Condition[] {
  switch (kind) {
    case 'number':
    case 'date':
      return ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'empty', 'notEmpty'];
    case 'bool':
      return ['eq', 'ne', 'empty', 'notEmpty'];
    case 'link':
      return ['eq', 'ne', 'in', 'empty', 'notEmpty'];
    case 'text':
      return ['eq', 'ne', 'contains', 'starts', 'lt', 'gt', 'in', 'empty', 'notEmpty'];
  }
}

export const takesValue = (condition: Condition): boolean => condition !== 'empty' && condition !== 'notEmpty';

export type TypedValue = { ok: true; value: ScalarValue | ScalarValue[] | undefined } | { ok: false; problem: 'number' | 'date' | 'missing' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function one(kind: ValueKind, raw: string): TypedValue {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'missing' };
  switch (kind) {
    case 'number': {
      // people type 1 234,5 as well as 1234.5
      const value = Number(text.replace(/\s/g, '').replace(',', '.'));
      return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'number' };
    }
    case 'date': {
      const date = new Date(`${text}T00:00:00Z`);
      return DAY.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? { ok: true, value: text } : { ok: false, problem: 'date' };
    }
    case 'bool':
      return { ok: true, value: text === 'true' };
    default:
      return { ok: true, value: text };
  }
}

/**
 * The value a filter sends, typed by its kind, from what the user typed; `in` takes several
 * values separated by semicolons. A value that does not fit says why, and nothing is sent.
 */
export function typedFilterValue(kind: ValueKind, condition: Condition, raw: string): TypedValue {
  if (!takesValue(condition)) return { ok: true, value: undefined };
  if (condition !== 'in') return one(kind, raw);
  const parts = raw.split(';').filter((part) => part.trim() !== '');
  if (parts.length === 0) return { ok: false, problem: 'missing' };
  const values: ScalarValue[] = [];
  for (const part of parts) {
    const typed = one(kind, part);
    if (!typed.ok) return typed;
    values.push(typed.value as ScalarValue);
  }
  return { ok: true, value: values };
}

/** What an input shows for a stored value (the reverse of typedFilterValue). */
export function rawFilterValue(value: ScalarValue | ScalarValue[] | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => (v === null ? '' : String(v))).join('; ');
  return String(value);
}
