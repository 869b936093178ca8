import type ExcelJS from 'exceljs';
import { invalid } from '../problems';
import { columnLabels, MAX_IMPORT_ROWS, TABLE_MESSAGES, type ImportTable } from './importTable';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date cell: a day when it has no time of day (what a date column holds), else ISO 8601. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
  return midnight ? day : date.toISOString();
}

/** Any cell value exceljs gives (plain, rich text, formula result, hyperlink, error) as text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String((value as ExcelJS.CellHyperlinkValue).text ?? '');
  if ('error' in value) return '';
  return '';
}

/** A zip archive (what an .xlsx is) starts with "PK\x03\x04". */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The first worksheet of an .xlsx workbook as a table: its first row is the header. */
export async function readXlsxTable(bytes: Uint8Array): Promise<ImportTable> {
  if (!looksLikeZip(bytes)) throw invalid(TABLE_MESSAGES.notXlsx);
  // loaded on the first workbook: exceljs is seconds of start-up that no other call needs
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw invalid(TABLE_MESSAGES.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid(TABLE_MESSAGES.noSheet);
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1) throw invalid(TABLE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  const header: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (header[col - 1] = cellText(cell.value)));
  if (header.every((h) => !h?.trim())) throw invalid(TABLE_MESSAGES.noHeader);
  const { labels, duplicate } = columnLabels(Array.from(header, (h) => h ?? ''));
  if (duplicate) throw invalid(TABLE_MESSAGES.duplicateColumn(duplicate));
  const rows: Record<string, string>[] = [];
  sheet.eachRow({ includeEmpty: false }, (sheetRow, number) => {
    if (number === 1) return;
    const row: Record<string, string> = {};
    labels.forEach((label, i) => (row[label] = cellText(sheetRow.getCell(i + 1).value).trim()));
    if (Object.values(row).some((v) => v !== '')) rows.push(row);
  });
  return { columns: labels, rows, encoding: null };
}
