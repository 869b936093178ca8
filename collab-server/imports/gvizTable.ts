import { invalid } from '../problems';
import { columnLabels, MAX_IMPORT_ROWS, TABLE_MESSAGES, type ImportTable } from './importTable';

/** What Google's Visualization API answers for `tqx=out:json` (only the parts read here). */
type GvizCell = { v?: unknown; f?: string } | null;
type GvizResponse = {
  status?: string;
  errors?: Array<{ message?: string; detailed_message?: string }>;
  table?: { cols?: Array<{ id?: string; label?: string; type?: string }>; rows?: Array<{ c?: GvizCell[] }> };
};

export const GVIZ_MESSAGES = {
  unreachable: (why: string): string => `Не удалось прочитать таблицу: ${why}`,
  malformed: 'Сервис таблиц вернул ответ в неизвестном формате',
} as const;

/** Where the spreadsheet service answers a query about one spreadsheet. */
export function gvizUrl(baseUrl: string, spreadsheetId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/gviz/tq?tqx=out:json`;
}

const DATE_TYPES = new Set(['date', 'datetime', 'timeofday']);

function cellText(cell: GvizCell | undefined, type: string): string {
  if (!cell) return '';
  // date columns carry "Date(2024,0,15)" as the value: the formatted text is what people typed
  if (DATE_TYPES.has(type) && typeof cell.f === 'string') return cell.f;
  if (cell.v === null || cell.v === undefined) return cell.f ?? '';
  return typeof cell.v === 'object' ? (cell.f ?? '') : String(cell.v);
}

/** The JSON inside `google.visualization.Query.setResponse(…);`, as a table keyed by column label. */
export function parseGvizResponse(text: string): ImportTable {
  const start = text.indexOf('setResponse(');
  const end = text.lastIndexOf(')');
  if (start < 0 || end < start) throw invalid(GVIZ_MESSAGES.malformed);
  let response: GvizResponse;
  try {
    response = JSON.parse(text.slice(start + 'setResponse('.length, end)) as GvizResponse;
  } catch {
    throw invalid(GVIZ_MESSAGES.malformed);
  }
  if (response.status === 'error') {
    const error = response.errors?.[0];
    throw invalid(GVIZ_MESSAGES.unreachable(error?.detailed_message ?? error?.message ?? 'error'));
  }
  const cols = response.table?.cols;
  if (!cols || cols.length === 0) throw invalid(TABLE_MESSAGES.noHeader);
  const { labels, duplicate } = columnLabels(cols.map((c) => c.label?.trim() || c.id || ''));
  if (duplicate) throw invalid(TABLE_MESSAGES.duplicateColumn(duplicate));
  const source = response.table?.rows ?? [];
  if (source.length > MAX_IMPORT_ROWS) throw invalid(TABLE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS));
  const rows = source.map((r) => {
    const row: Record<string, string> = {};
    labels.forEach((label, i) => (row[label] = cellText(r.c?.[i], cols[i]?.type ?? 'string').trim()));
    return row;
  });
  return { columns: labels, rows, encoding: null };
}

/** Reads a spreadsheet through the service at `baseUrl` (SPREADSHEET_SERVICE_URL). */
export async function readSpreadsheetTable(baseUrl: string, spreadsheetId: string): Promise<ImportTable> {
  let res: Response;
  try {
    res = await fetch(gvizUrl(baseUrl, spreadsheetId), { signal: AbortSignal.timeout(30_000), redirect: 'follow' });
  } catch (error) {
    throw invalid(GVIZ_MESSAGES.unreachable(error instanceof Error ? error.message : String(error)));
  }
  if (!res.ok) throw invalid(GVIZ_MESSAGES.unreachable(`HTTP ${res.status}`));
  return parseGvizResponse(await res.text());
}
