import type { CellValue, ResultColumn, SearchAnswer } from '../../realtime/protocol/semanticSearch';
import { cellText, type CellFormat } from './searchResultTable';
import { valuesKind } from '../semanticSearch/aggregations';

/**
 * Semantic navigation (domain spec §5): a document names a related saved search whose rows point
 * at the document's elements (`containerId`: an element's objectId or innerId), grouped by
 * `groupBy` and ordered by `orderBy` when it returns one. The viewer lists the groups and their
 * items; a click scrolls to the element.
 */

export const NAVIGATION_CODES = { container: 'containerId', group: 'groupBy', order: 'orderBy' } as const;

/** Codes that may carry an item's name, in order of preference. */
const LABEL_CODES = ['name', 'title', 'label'];

export type NavigationItem = {
  /** The element's innerId in this document. */
  innerId: string;
  /** What the search calls the item; '' when it returns nothing to call it by. */
  label: string;
};
export type NavigationGroup = { label: string; items: NavigationItem[] };
export type Navigation = { groups: NavigationGroup[]; /** Rows whose containerId is no element of this document. */ unmatched: number };

/** The first plain value of a cell: an instance's id, a list's first member. */
function plainValue(value: CellValue | undefined): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return plainValue(value[0]);
  if (typeof value === 'object') return value.id;
  return value;
}

/** The column that names items: a name/title/label column, else the first one that is not a navigation column. */
function labelColumn(columns: readonly ResultColumn[]): ResultColumn | null {
  const codes = new Set<string>(Object.values(NAVIGATION_CODES));
  const byCode = LABEL_CODES.map((code) => columns.find((c) => c.code.toLowerCase() === code)).find(Boolean);
  return byCode ?? columns.find((c) => !codes.has(c.code)) ?? null;
}

function compareOrder(a: CellValue | undefined, b: CellValue | undefined): number {
  const x = plainValue(a);
  const y = plainValue(b);
  if (x === y) return 0;
  // rows without an order go last
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'ru', { numeric: true });
}

/**
 * The navigation lists from a search answer. `resolve` maps a containerId (lowercased) to the
 * innerId of the element it names in this document, or null. Groups come in the order of their
 * first item; items within a group by orderBy when the answer has it, else in the answer's order.
 * An element listed twice in a group is listed once.
 */
export function navigationGroups(answer: Pick<SearchAnswer, 'columns' | 'rows'>, resolve: (containerId: string) => string | null, format: CellFormat): Navigation {
  const group = answer.columns.find((c) => c.code === NAVIGATION_CODES.group);
  const hasOrder = answer.columns.some((c) => c.code === NAVIGATION_CODES.order);
  const label = labelColumn(answer.columns);
  const rows = hasOrder ? [...answer.rows].sort((a, b) => compareOrder(a.cells[NAVIGATION_CODES.order], b.cells[NAVIGATION_CODES.order])) : answer.rows;
  const groups = new Map<string, NavigationItem[]>();
  let unmatched = 0;
  for (const row of rows) {
    const container = plainValue(row.cells[NAVIGATION_CODES.container]);
    const innerId = container === null ? null : resolve(String(container).trim().toLowerCase());
    if (!innerId) {
      unmatched++;
      continue;
    }
    const groupLabel = group ? cellText(row.cells[group.code] ?? null, valuesKind(group), format) : '';
    const items = groups.get(groupLabel) ?? [];
    if (!groups.has(groupLabel)) groups.set(groupLabel, items);
    if (items.some((item) => item.innerId === innerId)) continue;
    items.push({ innerId, label: label ? cellText(row.cells[label.code] ?? null, valuesKind(label), format) : '' });
  }
  return { groups: [...groups].map(([groupLabel, items]) => ({ label: groupLabel, items })), unmatched };
}
