import type { DataType } from '../../../realtime/protocol/metaModel';
import { isValidDate, parseDateTime } from '../../ontologyStore';
import { kindOfTypeRef } from './dmnInputValue';
import { ONTOLOGY_MESSAGES, typeName } from './ontologyMessages';

/**
 * A decision's output as computed values of a property (dmn_derived rows), stored the way `vals`
 * keeps that property's type — a date as 'YYYY-MM-DD' text, a date-time as a timestamp — so forms
 * and filters read them like stated values. A list (a Collect or Rule order result) gives one value each.
 */
export type DerivedCell = { t: string | null; n: number | null; b: boolean | null; d: string | null };

const EMPTY: DerivedCell = { t: null, n: null, b: null, d: null };

/** Property value types an output of a column type may go into (null typeRef: any data type). */
const FITS: Record<string, readonly DataType[]> = {
  string: ['string', 'text', 'multiString'],
  number: ['float', 'int'],
  boolean: ['bool'],
  date: ['date', 'dateTime'],
  dateTime: ['dateTime'],
};
const WRITABLE: readonly DataType[] = ['string', 'text', 'multiString', 'int', 'float', 'bool', 'date', 'dateTime'];

/** Why an output column cannot be written into a property of this type, or null when it can. */
export function targetMismatch(propName: string, propType: DataType | 'ref', columnName: string, typeRef: string | null): string | null {
  if (propType === 'ref') return ONTOLOGY_MESSAGES.targetIsReference(propName, columnName);
  const kind = kindOfTypeRef(typeRef);
  const allowed = kind ? (FITS[kind] ?? WRITABLE) : WRITABLE;
  // an integer column into an integer property, any number into a float one
  const integerColumn = ['integer', 'long'].includes((typeRef ?? '').toLowerCase());
  if (allowed.includes(propType) && !(propType === 'int' && kind === 'number' && !integerColumn)) return null;
  return ONTOLOGY_MESSAGES.targetTypeMismatch(propName, typeName(propType), columnName, typeName(typeRef));
}

function one(value: unknown, type: DataType): DerivedCell | null {
  switch (type) {
    case 'string':
    case 'text':
    case 'multiString':
      return { ...EMPTY, t: typeof value === 'object' ? JSON.stringify(value) : String(value) };
    case 'int':
    case 'float': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n) || (type === 'int' && !Number.isInteger(n))) return null;
      return { ...EMPTY, n };
    }
    case 'bool':
      return typeof value === 'boolean' ? { ...EMPTY, b: value } : null;
    case 'date': {
      const text = typeof value === 'string' ? value.slice(0, 10) : '';
      return isValidDate(text) ? { ...EMPTY, t: text } : null;
    }
    case 'dateTime': {
      const iso = typeof value === 'string' ? parseDateTime(value) : null;
      return iso ? { ...EMPTY, d: iso } : null;
    }
    default:
      return null;
  }
}

/** The cells of an output value for a property, or the reason it does not fit. null and empty lists give no value. */
export function outputCells(value: unknown, type: DataType, propName: string): { cells: DerivedCell[] } | { error: string } {
  const list = Array.isArray(value) ? value : [value];
  const cells: DerivedCell[] = [];
  for (const item of list) {
    if (item === null || item === undefined) continue;
    const cell = one(item, type);
    if (!cell) return { error: ONTOLOGY_MESSAGES.valueNotForProperty(typeof item === 'object' ? JSON.stringify(item) : String(item), propName) };
    cells.push(cell);
  }
  return { cells };
}

/** A cell as the wire shows it (change log entries). */
export const wireOfCell = (c: DerivedCell): string | number | boolean => c.t ?? c.n ?? c.b ?? c.d ?? '';
