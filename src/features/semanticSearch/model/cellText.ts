import type { CellValue, ResultColumn } from '../../../../realtime/protocol/semanticSearch';
import { formatDateTime, formatDay, formatNumber } from '../../../i18n/format';

/** A link cell: an instance shown by its name. */
export const isLink = (value: CellValue): value is { id: string; name: string } => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A cell as text: numbers in the ru-RU style (averages to 2 decimals), dates DD.MM.YYYY, yes/no
 * in the interface language, links by name, lists joined by commas.
 */
export function cellText(value: CellValue, kind: ResultColumn['kind'], yesNo: { yes: string; no: string }): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((v) => cellText(v, kind, yesNo)).filter((t) => t !== '').join(', ');
  if (isLink(value)) return value.name;
  if (typeof value === 'number') return formatNumber(value, 2);
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (kind === 'date') return formatDay(value) || value;
  if (kind === 'dateTime') return formatDateTime(value) || value;
  return value;
}

/** The text a cell sorts and compares by in tests and exports: the same as shown. */
export const isNumeric = (kind: ResultColumn['kind']): boolean => kind === 'number';
