import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { CellValue, ResultColumn, SearchSettings } from '../../realtime/protocol/semanticSearch';
import { aggregatedDecimals } from '../../model/semanticSearch/aggregations';
import { executeRun, prepareRun, answerRow, resultColumn, type PreparedRun, type RunOptions } from './searchRunner';
import { aggregatedNumbered, plainNumbered } from './searchStatement';
import type { ColumnKind } from './resolvedSearch';

/** Excel export (domain spec §9): sheet 'Лист1', the file named after the search. */
export const EXPORT_SHEET = 'Лист1';
export const DEFAULT_EXPORT_NAME = 'Семантический поиск';
/** Rows read from the store at a time: the whole answer is never held in memory. */
export const EXPORT_CHUNK = 2000;

export const exportFileName = (name: string | null | undefined): `${string}.xlsx` => `${(name ?? '').trim() || DEFAULT_EXPORT_NAME}.xlsx`;

const RU_NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 10 });

/** A YYYY-MM-DD day or an ISO moment as a moment; null when it is neither. */
function momentOf(text: string): Date | null {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(time) ? null : new Date(time);
}

/** One value of several, as text in a cell: dates DD.MM.YYYY (HH:mm), ru-RU numbers, yes/no, links by name. */
function itemText(item: CellValue, kind: ColumnKind): string {
  if (item === null) return '';
  if (Array.isArray(item)) return item.map((i) => itemText(i, kind)).filter((t) => t !== '').join(', ');
  if (typeof item === 'object') return item.name;
  if (typeof item === 'number') return RU_NUMBER.format(item);
  if (typeof item === 'boolean') return item ? 'Да' : 'Нет';
  const moment = kind === 'date' || kind === 'dateTime' ? momentOf(item) : null;
  if (!moment) return item;
  const iso = moment.toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}${kind === 'dateTime' ? ` ${iso.slice(11, 16)}` : ''}`;
}

/** A cell as Excel holds it, by the kind of the answer's column (an aggregation's result kind). */
function excelValue(cell: CellValue, column: ResultColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (Array.isArray(cell) || column.kind === 'text') return itemText(cell, column.aggregates?.kind ?? column.kind) || null;
  if (typeof cell === 'object') return cell.name;
  if (typeof cell === 'string' && (column.kind === 'dateTime' || column.kind === 'date')) return momentOf(cell) ?? cell;
  return cell;
}

/** The column's number format: dates and moments as on screen, counts whole, averages to 2 decimals. */
function excelFormat(column: ResultColumn): Partial<ExcelJS.Style> {
  if (column.kind === 'dateTime') return { numFmt: 'dd.mm.yyyy hh:mm' };
  if (column.kind === 'date') return { numFmt: 'dd.mm.yyyy' };
  const decimals = aggregatedDecimals(column.agg);
  return decimals === null ? {} : { numFmt: decimals === 0 ? '0' : '0.00' };
}

/** The reader went away before the file was whole: the export stops and its transaction rolls back. */
export class ExportStopped extends Error {
  constructor() {
    super('the export was stopped: its reader went away');
  }
}

/**
 * Waits until the reader has taken what was written (the workbook writer itself never waits, so
 * without this a slow reader would have the whole file buffered here); false when the reader went
 * away — a cancelled download must not keep the store's transaction open.
 */
async function roomFor(out: Writable): Promise<boolean> {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  return !out.destroyed;
}

/** The search's frozen answer, numbered, read chunk by chunk in one transaction. */
async function eachChunk(db: Kysely<Database>, run: PreparedRun, onRows: (rows: Record<string, unknown>[]) => Promise<boolean>): Promise<void> {
  const table = `ss_export_${randomBytes(6).toString('hex')}`;
  const numbered = run.aggregated ? aggregatedNumbered(run.input, table) : plainNumbered(run.input, table);
  await db.transaction().execute(async (trx) => {
    await executeRun(trx, run, numbered.create);
    await sql`create index on ${sql.raw(table)} (rn)`.execute(trx);
    for (let from = 0; ; from += EXPORT_CHUNK) {
      const rows = (await numbered.chunk(from, from + EXPORT_CHUNK).execute(trx)).rows as Record<string, unknown>[];
      if (rows.length === 0) break;
      if (!(await onRows(rows))) throw new ExportStopped();
      if (rows.length < EXPORT_CHUNK) break;
    }
  });
}

/**
 * Streams the whole answer as an .xlsx into `out` with exceljs's streaming WorkbookWriter: each
 * row is committed as soon as it is read, so memory holds one chunk, not the workbook.
 */
export async function exportSearch(db: Kysely<Database>, caller: Caller, settings: SearchSettings, options: Omit<RunOptions, 'limit' | 'offset'>, out: Writable): Promise<void> {
  const run = await prepareRun(db, caller, settings, { ...options, limit: 1, offset: 0 });
  // loaded on the first export, as the import's reader does: ~160 modules and 13 MB that a server
  // without exports never needs
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET);
  const columns = run.visible.map(resultColumn);
  sheet.columns = columns.map((c) => ({ header: c.name, key: c.code, width: 20, style: excelFormat(c) }));
  await eachChunk(db, run, async (rows) => {
    for (const raw of rows) {
      const row = answerRow(run, raw);
      sheet.addRow(columns.map((c) => excelValue(row.cells[c.code] ?? null, c))).commit();
    }
    return roomFor(out);
  });
  sheet.commit();
  await workbook.commit();
}
