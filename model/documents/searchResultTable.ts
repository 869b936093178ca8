import type { CellValue, ResultColumn, SearchAnswer } from '../../realtime/protocol/semanticSearch';
import type { ElementSettings } from './elementModel';
import type { MarkdownParams } from '../semanticSearch/markdownParams';
import { valuesKind } from '../semanticSearch/aggregations';

/**
 * The SemanticSearchResult element of a structured document (domain spec §3.10, §5): which saved
 * search it shows, how many rows, and the Markdown table parameters (groupField, headerLevel) that
 * group its rows under headings. The editor, the viewer and the server's HTML render read the
 * element's settings and lay the answer out through these functions, so all three show one table
 * (the parameters are read by model/semanticSearch/markdownParams.ts, as the Markdown export reads them).
 */

/** Keys of the element's settings. */
export const SEARCH_ELEMENT_SETTINGS = { searchId: 'semanticSearchId', limit: 'limit', params: 'params' } as const;

/** The document-level setting (on the root element) naming the search behind semantic navigation. */
export const NAVIGATION_SEARCH_SETTING = 'semanticNavigationSearchId';

/** A run answers at most this many rows at once (runSearchSchema's limit). */
export const SEARCH_ROWS_MAX = 1000;

export type SearchElementSettings = { searchId: string | null; limit: number | null; params: string };

const ID = /^[0-9a-f-]{36}$/i;

const searchIdOf = (value: unknown): string | null => (typeof value === 'string' && ID.test(value.trim()) ? value.trim().toLowerCase() : null);

/** The element's settings as the element uses them; anything malformed reads as unset. */
export function readSearchElementSettings(settings: ElementSettings): SearchElementSettings {
  const limit = settings[SEARCH_ELEMENT_SETTINGS.limit];
  const params = settings[SEARCH_ELEMENT_SETTINGS.params];
  return {
    searchId: searchIdOf(settings[SEARCH_ELEMENT_SETTINGS.searchId]),
    limit: typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? Math.min(limit, SEARCH_ROWS_MAX) : null,
    params: typeof params === 'string' ? params : '',
  };
}

/** The search semantic navigation uses, from the root element's settings. */
export const navigationSearchIdOf = (settings: ElementSettings): string | null => searchIdOf(settings[NAVIGATION_SEARCH_SETTING]);

/** Rows to ask for: the element's limit, or as many as one run answers. */
export const rowsToFetch = (limit: number | null): number => Math.min(limit ?? SEARCH_ROWS_MAX, SEARCH_ROWS_MAX);

/** The parameters written back as the element stores them (nothing when not grouped). */
export function formatTableParams(params: MarkdownParams): string {
  if (!params.groupField) return '';
  return `groupField=${params.groupField};headerLevel=${params.headerLevel}`;
}

/** How a reader's language writes values: the server uses Russian, the browser the reader's. */
export type CellFormat = {
  yes: string;
  no: string;
  number: (value: number) => string;
  /** A YYYY-MM-DD day or an ISO moment, as the column's kind says. */
  date: (value: string, withTime: boolean) => string;
};

/** A cell as text: an instance by its name, several values joined by commas. */
export function cellText(value: CellValue, kind: ResultColumn['kind'], format: CellFormat): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((v) => cellText(v, kind, format)).filter(Boolean).join(', ');
  if (typeof value === 'object') return value.name;
  if (typeof value === 'boolean') return value ? format.yes : format.no;
  if (typeof value === 'number') return format.number(value);
  if (kind === 'date' || kind === 'dateTime') return format.date(value, kind === 'dateTime') || value;
  return value;
}

export type SearchRow = SearchAnswer['rows'][number];
export type SearchTableGroup = { label: string; rows: SearchRow[] };
export type SearchTableLayout = { columns: ResultColumn[]; groups: SearchTableGroup[]; grouped: boolean; headerLevel: number };

/** The column groupField names (by code, as in the Markdown export). */
export const groupColumnOf = (columns: readonly ResultColumn[], groupField: string | null): ResultColumn | null =>
  groupField === null ? null : (columns.find((c) => c.code === groupField) ?? null);

/**
 * The answer laid out as the element shows it: ungrouped, one group without a heading; grouped, a
 * group per value of the group column in the order the rows come (the search's own sort), the
 * group column itself left out of the tables. A groupField naming no column is ignored.
 */
export function layoutSearchTable(answer: Pick<SearchAnswer, 'columns' | 'rows'>, params: MarkdownParams, format: CellFormat): SearchTableLayout {
  const groupColumn = groupColumnOf(answer.columns, params.groupField);
  if (!groupColumn) return { columns: answer.columns, groups: [{ label: '', rows: answer.rows }], grouped: false, headerLevel: params.headerLevel };
  const groups = new Map<string, SearchRow[]>();
  for (const row of answer.rows) {
    const label = cellText(row.cells[groupColumn.code] ?? null, valuesKind(groupColumn), format);
    const rows = groups.get(label);
    if (rows) rows.push(row);
    else groups.set(label, [row]);
  }
  return {
    columns: answer.columns.filter((c) => c.code !== groupColumn.code),
    groups: [...groups].map(([label, rows]) => ({ label, rows })),
    grouped: true,
    headerLevel: params.headerLevel,
  };
}
