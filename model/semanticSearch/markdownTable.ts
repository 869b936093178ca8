import type { MarkdownParams } from './markdownParams';

/**
 * A search's answer as a Markdown table (domain spec §3.3): one table, or — with `groupField` — a
 * heading of `headerLevel` per distinct value of that column (in the order they first appear)
 * followed by a table of its rows without that column. An unknown `groupField` is ignored.
 */

export type MarkdownColumn = { code: string; name: string };
type Cell = string | number | boolean | null | undefined | { id: string; name: string } | Cell[];

export type MarkdownOptions = {
  /** How a scalar shows (numbers, dates); default: as text. */
  formatValue?: (value: string | number | boolean, column: MarkdownColumn) => string;
  /** The heading of rows whose group value is empty. */
  emptyGroup?: string;
};

function cellText(cell: Cell, column: MarkdownColumn, options: MarkdownOptions): string {
  if (cell === null || cell === undefined) return '';
  if (Array.isArray(cell)) return cell.map((c) => cellText(c, column, options)).filter((t) => t !== '').join(', ');
  if (typeof cell === 'object') return cell.name;
  return options.formatValue ? options.formatValue(cell, column) : String(cell);
}

/** Pipes would end the cell and line breaks the row. */
const escapeCell = (text: string): string => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

function table(columns: readonly MarkdownColumn[], rows: readonly Record<string, Cell>[], options: MarkdownOptions): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((c) => escapeCell(c.name))),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => escapeCell(cellText(row[c.code], c, options))))),
  ].join('\n');
}

export function markdownTable(
  columns: readonly MarkdownColumn[],
  rows: readonly Record<string, Cell>[],
  params: MarkdownParams,
  options: MarkdownOptions = {},
): string {
  const group = params.groupField === null ? undefined : columns.find((c) => c.code === params.groupField);
  if (!group) return table(columns, rows, options);
  const rest = columns.filter((c) => c !== group);
  const groups = new Map<string, Record<string, Cell>[]>();
  for (const row of rows) {
    const key = cellText(row[group.code], group, options);
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  const hashes = '#'.repeat(params.headerLevel);
  return [...groups]
    .map(([key, list]) => `${hashes} ${key === '' ? (options.emptyGroup ?? '—') : key.replace(/\r?\n/g, ' ')}\n\n${table(rest, list, options)}`)
    .join('\n\n');
}
