import type { PagerModel } from './dataTableTypes';

/** A pager's numbers from where it stands: offset, page size and the number of rows in all. */
export function pagerModel(offset: number, limit: number, total: number, goTo: (offset: number) => void): PagerModel {
  const size = Math.max(1, limit);
  return {
    offset,
    limit,
    total,
    from: total === 0 ? 0 : Math.min(offset + 1, total),
    to: Math.min(offset + limit, total),
    page: Math.floor(offset / size),
    pages: Math.max(1, Math.ceil(total / size)),
    canPrevious: offset > 0,
    canNext: offset + limit < total,
    goTo: (next) => goTo(Math.max(0, next)),
  };
}
