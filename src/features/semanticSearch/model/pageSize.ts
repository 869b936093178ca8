/**
 * Rows per page of a result table (domain spec §9, platform spec §9): as many 48 px rows as fit
 * the height left after the 32 px header and the page's margins (60 above, 48 below), or one of
 * the fixed sizes the user may pick instead.
 */
export const ROW_HEIGHT = 48;
export const HEADER_HEIGHT = 32;
export const MARGIN_TOP = 60;
export const MARGIN_BOTTOM = 48;
export const FIXED_PAGE_SIZES = [30, 50, 100] as const;

/** How many rows fit in `height` pixels (at least one: a page is never empty for want of room). */
export function computedPageSize(height: number): number {
  if (!Number.isFinite(height)) return 1;
  return Math.max(1, Math.floor((height - HEADER_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM) / ROW_HEIGHT));
}

/** A choice of the page-size list: the computed size, or one of the fixed ones. */
export type PageSizeChoice = { value: 'computed' | number; rows: number };

/** The choices offered: the computed size first, then 30, 50 and 100. */
export function pageSizeChoices(computed: number): PageSizeChoice[] {
  return [{ value: 'computed', rows: computed }, ...FIXED_PAGE_SIZES.map((rows) => ({ value: rows, rows }))];
}

/** The rows a choice stands for. */
export const rowsOf = (choice: 'computed' | number, computed: number): number => (choice === 'computed' ? computed : choice);
