import type { ReportAggregation } from './templateSyntax';
import { aggregate } from '../semanticSearch/aggregations';

/**
 * The figures of a report: cells as text and aggregations over a whole column. A cell is what a
 * semantic search answers (a value, a link to an instance shown by its name, or several of them).
 */
export type ReportCell = string | number | boolean | null | { id: string; name: string } | ReportCell[];

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** A number as the reader sees it: ru-RU grouping and decimal comma. */
export const formatFigure = (n: number): string => numberFormat.format(n);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** A cell as text: numbers ru-RU, dates DD.MM.YYYY, booleans Да/Нет, links by name, several joined by commas. */
export function cellText(cell: ReportCell, words: { yes: string; no: string } = { yes: 'Да', no: 'Нет' }): string {
  if (cell === null) return '';
  if (Array.isArray(cell)) return cell.map((c) => cellText(c, words)).filter(Boolean).join(', ');
  if (typeof cell === 'object') return cell.name;
  if (typeof cell === 'number') return formatFigure(cell);
  if (typeof cell === 'boolean') return cell ? words.yes : words.no;
  const day = ISO_DAY.exec(cell);
  return day ? `${day[3]}.${day[2]}.${day[1]}` : cell;
}

/** The single values in a cell (a list cell gives each of its items); empty cells give none. */
function flatValues(cells: readonly ReportCell[]): Array<string | number | boolean | { id: string; name: string }> {
  return cells.flatMap((c) => (c === null || c === '' ? [] : Array.isArray(c) ? flatValues(c) : [c]));
}

/** A value as a number, when it is one (a numeric string counts: some stores answer decimals as text). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value.replace(',', '.')))) return Number(value.replace(',', '.'));
  return null;
}

/**
 * An aggregation over a column of a whole result (spec §9), with the meaning a search's own
 * aggregated columns have (model/semanticSearch/aggregations.ts); list and listUnique joined as text.
 */
export function aggregateCells(cells: readonly ReportCell[], agg: ReportAggregation): number | string | null {
  const value = aggregate(agg, cells.filter((c) => c !== ''));
  if (Array.isArray(value)) return value.map((v) => cellText(v)).join(', ');
  return typeof value === 'boolean' ? cellText(value) : value;
}

/** A figure as text: numbers ru-RU; an empty result an em dash. */
export const figureText = (value: number | string | null): string => (value === null || value === '' ? '—' : typeof value === 'number' ? formatFigure(value) : cellText(value));

/**
 * The series of a chart: VALUE summed per distinct LABEL, labels in the order they first appear.
 * Rows whose value is not a number add nothing but still show their label; at most `maxLabels`
 * labels, the rest summed into `rest` (when given).
 */
export function seriesByLabel(
  rows: ReadonlyArray<Record<string, ReportCell>>,
  labelCode: string,
  valueCode: string,
  options: { maxLabels?: number; rest?: string } = {},
): Array<{ label: string; value: number }> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const label = cellText(row[labelCode] ?? null) || '—';
    const values = flatValues([row[valueCode] ?? null]).map(asNumber).filter((n): n is number => n !== null);
    sums.set(label, (sums.get(label) ?? 0) + values.reduce((a, b) => a + b, 0));
  }
  const series = [...sums].map(([label, value]) => ({ label, value }));
  const max = options.maxLabels ?? 30;
  if (series.length <= max) return series;
  const kept = series.slice(0, max - 1);
  const rest = series.slice(max - 1).reduce((a, b) => a + b.value, 0);
  return [...kept, { label: options.rest ?? '…', value: rest }];
}
