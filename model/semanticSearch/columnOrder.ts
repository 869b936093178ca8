/**
 * Order of a search's columns (domain spec §9): `ord` goes in steps of 10, so a column can later be
 * put between two others without renumbering all. Columns and calculated columns share one order.
 */

export const COLUMN_ORDER_STEP = 10;

type Ordered = { id: string; ord: number };

/** The items in display order (by `ord`, ties kept in their given order). */
export const inColumnOrder = <T extends Ordered>(items: readonly T[]): T[] =>
  items.map((item, index) => ({ item, index })).sort((a, b) => a.item.ord - b.item.ord || a.index - b.index).map((x) => x.item);

/** 10, 20, 30 … in display order; returns new objects. */
export const renumberColumns = <T extends Ordered>(items: readonly T[]): T[] =>
  inColumnOrder(items).map((item, index) => ({ ...item, ord: (index + 1) * COLUMN_ORDER_STEP }));

/** The `ord` of a column added at the end. */
export const nextColumnOrd = (items: readonly Ordered[]): number =>
  items.reduce((max, item) => Math.max(max, item.ord), 0) + COLUMN_ORDER_STEP;

/** Swaps a column with its neighbour above or below and renumbers; unchanged at the edges or for an unknown id. */
export function moveColumn<T extends Ordered>(items: readonly T[], id: string, direction: 'up' | 'down'): T[] {
  const ordered = inColumnOrder(items);
  const at = ordered.findIndex((item) => item.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ordered.length) return renumberColumns(ordered);
  [ordered[at], ordered[to]] = [ordered[to] as T, ordered[at] as T];
  return ordered.map((item, index) => ({ ...item, ord: (index + 1) * COLUMN_ORDER_STEP }));
}
