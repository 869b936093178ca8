import type { HistoryFilters } from './historyFilters';

// The query history is read a page at a time, newest first.

const HISTORY_PAGE_SIZE = 50;

/** The API path of one page: GET queryHistory?limit=&offset=&user=&act=&errorsOnly=. */
export function historyRequestPath(filters: HistoryFilters): string {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE), offset: String((filters.page - 1) * HISTORY_PAGE_SIZE) });
  if (filters.userId) params.set('user', filters.userId);
  if (filters.act) params.set('act', filters.act);
  if (filters.errorsOnly) params.set('errorsOnly', 'true');
  return `queryHistory?${params.toString()}`;
}

/** How many pages the rows fill; an empty history still has its one (empty) page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
}

/** The page to show: one past the last (an old link, or rows gone meanwhile) is the last one. */
export function pageWithin(page: number, total: number): number {
  return Math.min(page, pageCount(total));
}
