import { describe, expect, it } from 'vitest';
import { historyFiltersFromSearch, historyFiltersToSearch, type HistoryFilters } from './historyFilters';

const USER = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('history filters in the address', () => {
  it('defaults', () => expect(historyFiltersFromSearch(new URLSearchParams())).toEqual({ act: '', userId: '', errorsOnly: false, page: 1 }));
  it('round-trip', () => {
    const filters: HistoryFilters = { act: 'set_data', userId: USER, errorsOnly: true, page: 3 };
    expect(historyFiltersFromSearch(historyFiltersToSearch(filters))).toEqual(filters);
  });
  it('a bad page is the first', () => {
    expect(historyFiltersFromSearch(new URLSearchParams('page=-2')).page).toBe(1);
    expect(historyFiltersFromSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(historyFiltersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});
