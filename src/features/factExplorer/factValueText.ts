import { formatDateTime, formatDay, formatNumber } from '../../i18n/format';
import type { FactValue } from '../../../realtime/protocol/factExplorer';

/** Words the caller supplies (i18next), so this stays pure. */
export type ValueWords = { yes: string; no: string };

/** A data value as read: numbers ru-RU, dates DD.MM.YYYY, yes/no for booleans, text as it is. */
export function factValueText(value: FactValue['value'], type: string, words: ValueWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return formatNumber(value);
  if (type === 'date') return formatDay(value) || value;
  if (type === 'dateTime') return formatDateTime(value) || value;
  return value;
}
