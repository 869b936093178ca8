import { USER_MARKER, UUID_RE, type DataType } from '../../realtime/protocol/metaModel';
import type { FilterOp, Scalar } from '../../realtime/protocol/dataApi/getData';
import { invalid } from '../problems';
import { isValidDate, parseDateTime } from './valueCoercion';

/** The type a filter value is coerced to: a data type, 'ref' (an instance id) or 'user' (a user id). */
export type FilterValueType = DataType | 'ref' | 'user';
/** A coerced value, ready to be a query parameter (date-times as ISO 8601 text). */
export type FilterValue = string | number | boolean;

/** Operators after normalisation: eq/ne with a list became in / not in, with null empty / notEmpty. */
export type NormalOp = Exclude<FilterOp, 'ne'>;

const TEXT_TYPES: readonly FilterValueType[] = ['string', 'multiString', 'text', 'id', 'file', 'date'];
const LINK_TYPES: readonly FilterValueType[] = ['ref', 'user'];

/** Which operators a value type takes; the others are invalid. */
export function opAppliesTo(op: NormalOp, type: FilterValueType): boolean {
  switch (op) {
    case 'eq':
    case 'in':
    case 'empty':
    case 'notEmpty':
      return true;
    case 'contains':
    case 'starts':
      return TEXT_TYPES.includes(type) || LINK_TYPES.includes(type);
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return TEXT_TYPES.includes(type) || type === 'int' || type === 'float' || type === 'dateTime';
  }
}

/** The marker stands for the caller's user id wherever a filter value is exactly '$user'. */
export function replaceUserMarker(value: Scalar, userId: string): Scalar {
  return value === USER_MARKER ? userId : value;
}

function unfit(value: Scalar, type: FilterValueType, propName: string): never {
  throw invalid(`Filter value ${JSON.stringify(value)} does not fit property «${propName}» of type ${type}`);
}

/**
 * Coerces one filter value by the property's type. contains/starts always take text (a link's
 * text is the linked instance's name); the other operators take a value of the type.
 */
export function coerceFilterValue(value: Scalar, type: FilterValueType, op: NormalOp, propName: string): FilterValue {
  if (value === null) throw invalid(`Filter value null for property «${propName}»: use the operator empty or notEmpty`);
  if (op === 'contains' || op === 'starts') {
    if (typeof value === 'boolean') unfit(value, type, propName);
    return String(value);
  }
  switch (type) {
    case 'int':
    case 'float': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : NaN;
      return Number.isFinite(n) ? n : unfit(value, type, propName);
    }
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return unfit(value, type, propName);
    case 'date':
      if (typeof value === 'string' && isValidDate(value)) return value;
      throw invalid(`Неверный формат даты: ${JSON.stringify(value)} (property «${propName}», expected YYYY-MM-DD)`);
    case 'dateTime': {
      const iso = typeof value === 'string' ? parseDateTime(value) : null;
      return iso ?? unfit(value, type, propName);
    }
    case 'ref':
    case 'user':
      return typeof value === 'string' && UUID_RE.test(value) ? value : unfit(value, type, propName);
    default:
      if (typeof value === 'boolean') unfit(value, type, propName);
      return String(value);
  }
}

/** A LIKE pattern that matches the text literally: %, _ and \ are escaped. */
export function likePattern(text: string, mode: 'contains' | 'starts'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'contains' ? `%${escaped}%` : `${escaped}%`;
}
