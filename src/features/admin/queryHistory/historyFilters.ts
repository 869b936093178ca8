// The query history's filters and page live in the address, so a view of it can be shared.

export const HISTORY_ACTS = ['get_data', 'get_form', 'set_data', 'set_data1'] as const;

export type HistoryFilters = { act: string; userId: string; errorsOnly: boolean; page: number };

export function historyFiltersFromSearch(params: URLSearchParams): HistoryFilters {
  const page = Number(params.get('page'));
  return {
    act: params.get('act') ?? '',
    userId: params.get('user') ?? '',
    errorsOnly: params.get('errors') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function historyFiltersToSearch(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.act) params.set('act', filters.act);
  if (filters.userId) params.set('user', filters.userId);
  if (filters.errorsOnly) params.set('errors', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
