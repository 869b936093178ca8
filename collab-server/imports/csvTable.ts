import Papa from 'papaparse';
import { invalid } from '../problems';
import { columnLabels, MAX_IMPORT_ROWS, TABLE_MESSAGES, type ImportTable } from './importTable';
import { decodeCsvBytes } from './textDecoding';

/**
 * A CSV file as a table: the first row is the header, the delimiter (comma, semicolon, tab, …) is
 * detected by papaparse, lines with no value at all are skipped.
 */
export function parseCsvTable(bytes: Uint8Array): ImportTable {
  const { text, encoding } = decodeCsvBytes(bytes);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [';', ',', '\t', '|'] });
  const [header, ...body] = parsed.data;
  if (!header || header.every((h) => !h.trim())) throw invalid(TABLE_MESSAGES.noHeader);
  const { labels, duplicate } = columnLabels(header);
  if (duplicate) throw invalid(TABLE_MESSAGES.duplicateColumn(duplicate));
  if (body.length > MAX_IMPORT_ROWS) throw invalid(TABLE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  const rows = body.map((cells) => {
    const row: Record<string, string> = {};
    labels.forEach((label, i) => (row[label] = cells[i] ?? ''));
    return row;
  });
  return { columns: labels, rows, encoding };
}
