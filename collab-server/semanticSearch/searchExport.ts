import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { CellValue, SearchSettings } from '../../realtime/protocol/semanticSearch';
import { executeRun, prepareRun, answerRow, type PreparedRun, type RunOptions } from './searchRunner';
import { aggregatedNumbered, plainNumbered } from './searchStatement';
import type { AnyColumn } from './resolvedSearch';

/** Excel export (domain spec §9): sheet 'Лист1', the file named after the search. */
export const EXPORT_SHEET = 'Лист1';
export const DEFAULT_EXPORT_NAME = 'Семантический поиск';
/** Rows read from the store at a time: the whole answer is never held in memory. */
export const EXPORT_CHUNK = 2000;

export const exportFileName = (name: string | null | undefined): `${string}.xlsx` => `${(name ?? '').trim() || DEFAULT_EXPORT_NAME}.xlsx`;

function excelValue(cell: CellValue, column: AnyColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (Array.isArray(cell)) return cell.map((c) => String(excelValue(c, column) ?? '')).join(', ');
  if (typeof cell === 'object') return cell.name;
  if (typeof cell === 'string' && (column.kind === 'dateTime' || column.kind === 'date') && !(column.agg === 'count' || column.agg === 'countUnique')) {
    const time = Date.parse(column.kind === 'date' ? `${cell}T00:00:00Z` : cell);
    return Number.isNaN(time) ? cell : new Date(time);
  }
  return cell;
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
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET);
  sheet.columns = run.visible.map((c) => ({ header: c.name, key: c.code, width: 20, style: c.kind === 'dateTime' ? { numFmt: 'dd.mm.yyyy hh:mm' } : c.kind === 'date' ? { numFmt: 'dd.mm.yyyy' } : {} }));
  await eachChunk(db, run, async (rows) => {
    for (const raw of rows) {
      const row = answerRow(run, raw);
      sheet.addRow(run.visible.map((c) => excelValue(row.cells[c.code] ?? null, c))).commit();
    }
    return roomFor(out);
  });
  sheet.commit();
  await workbook.commit();
}
