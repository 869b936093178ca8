import Papa from 'papaparse';
import { MAX_ATTRIBUTES, MAX_OBJECTS } from '../../realtime/protocol/fca';
import { addBit, emptySet, hasBit } from './bitset';
import { ContextFormatError, type FormalContext } from './types';

/*
 * A context as a spreadsheet: the header row names the attributes (its first cell is ignored),
 * every other row is an object's name and then one cell per attribute. Spreadsheets mark a cross
 * in many ways, so several spellings (Russian included) count as yes or no; anything else is a
 * mistake worth naming rather than guessing.
 */

const YES = new Set(['x', '×', '1', '+', 'true', 'yes', 'да']);
const NO = new Set(['', '.', '0', '-', 'false', 'no', 'нет']);

/**
 * The delimiter of the header line: the most frequent of , ; and tab outside quotes (papaparse's own
 * guess needs several columns on every line, and a context of one attribute has two).
 */
function delimiterOf(body: string): string {
  const header = body.slice(0, body.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best, count] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return count > 0 ? best : ',';
}

/** Reads a CSV context (delimiter , ; or tab, detected); a bad cell throws ContextFormatError with its line and column. */
export function parseCsvContext(text: string): FormalContext {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, { delimiter: delimiterOf(body), skipEmptyLines: false });
  const records = parsed.data;
  // without quoted line breaks, record i is line i + 1 of the file
  let first = records.findIndex((r) => !isBlank(r));
  if (first < 0) throw new ContextFormatError(1, 'empty');
  const header = records[first]!;
  if (header.length < 2) throw new ContextFormatError(first + 1, 'csv-header');
  const attributes = header.slice(1).map((name) => name.trim());
  if (attributes.length > MAX_ATTRIBUTES) throw new ContextFormatError(first + 1, 'too-large', { found: attributes.length, max: MAX_ATTRIBUTES });
  const objects: string[] = [];
  const rows: Uint32Array[] = [];
  for (let r = ++first; r < records.length; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    const line = r + 1;
    // a row may stop early when its last cells are empty, but never run past the header
    if (record.length > header.length) throw new ContextFormatError(line, 'csv-width', { expected: header.length, found: record.length });
    if (objects.length >= MAX_OBJECTS) throw new ContextFormatError(line, 'too-large', { found: objects.length + 1, max: MAX_OBJECTS });
    const row = emptySet(attributes.length);
    for (let m = 0; m < attributes.length; m++) {
      const cell = (record[m + 1] ?? '').trim().toLowerCase();
      if (YES.has(cell)) addBit(row, m);
      else if (!NO.has(cell)) throw new ContextFormatError(line, 'csv-cell', { column: m + 2, value: (record[m + 1] ?? '').trim().slice(0, 40) });
    }
    objects.push((record[0] ?? '').trim());
    rows.push(row);
  }
  return { objects, attributes, rows };
}

function isBlank(record: string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

/** Writes the context as CSV (comma, 'X' for a cross, an empty cell for none), as parseCsvContext reads it. */
export function writeCsvContext(ctx: FormalContext): string {
  const data = [['', ...ctx.attributes], ...ctx.rows.map((row, g) => [ctx.objects[g]!, ...ctx.attributes.map((_, m) => (hasBit(row, m) ? 'X' : ''))])];
  return Papa.unparse(data, { newline: '\n' }) + '\n';
}
