import { invalid } from '../problems';
import { PREVIEW_ROWS, type ImportPreview, type ImportSource } from '../../realtime/protocol/imports';
import { TABLE_MESSAGES, type ImportTable } from './importTable';
import { parseCsvTable } from './csvTable';
import { looksLikeZip, readXlsxTable } from './xlsxTable';
import { detectColumnType } from './cellValues';

export type UploadedFile = { name: string; content: Buffer };
export type FileKind = 'csv' | 'xlsx';

/**
 * Which reader a file needs, by its extension, else by its first bytes. An old binary .xls (or a
 * file named .xlsx that is not a workbook) is refused by the Excel reader with its own message.
 */
export function fileKind(file: UploadedFile): FileKind {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  if (ext === 'xlsx' || ext === 'xlsm' || ext === 'xls') return 'xlsx';
  if (ext === 'csv' || ext === 'txt' || ext === 'tsv') return 'csv';
  if (ext && ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'gif', 'zip', 'json', 'xml', 'html'].includes(ext)) throw invalid(TABLE_MESSAGES.unsupported);
  return looksLikeZip(file.content) ? 'xlsx' : 'csv';
}

export async function readUploadedTable(file: UploadedFile, kind: FileKind = fileKind(file)): Promise<ImportTable> {
  return kind === 'xlsx' ? readXlsxTable(file.content) : parseCsvTable(file.content);
}

const SAMPLE_FOR_TYPES = 200;

/** The first rows of a table and what each column looks like, for the mapping editor. */
export function previewOf(table: ImportTable, source: ImportSource): ImportPreview {
  const sample = table.rows.slice(0, SAMPLE_FOR_TYPES);
  return {
    source,
    encoding: table.encoding,
    columns: table.columns.map((label) => ({ label, type: detectColumnType(sample.map((r) => r[label] ?? '')) })),
    rows: table.rows.slice(0, PREVIEW_ROWS),
    total: table.rows.length,
  };
}
