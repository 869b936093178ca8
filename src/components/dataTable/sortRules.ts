import type { SortRule, SortValue } from './dataTableTypes';

/** At most this many keys unless told: a fourth shift-click drops the oldest. */
export const DEFAULT_MAX_SORT_KEYS = 3;

/**
 * A click on a column heading: the first key flips its direction; another column becomes the only
 * key, or, with `additive` (shift-click), flips if present or comes next after the present ones.
 */
export function nextSortRules(current: readonly SortRule[], id: string, additive: boolean, maxKeys = DEFAULT_MAX_SORT_KEYS): SortRule[] {
  if (!additive) return current[0]?.id === id ? [{ id, desc: !current[0].desc }] : [{ id, desc: false }];
  if (current.some((rule) => rule.id === id)) return current.map((rule) => (rule.id === id ? { id, desc: !rule.desc } : rule));
  return [...current, { id, desc: false }].slice(-maxKeys);
}

/** The heading's mark: ▲ ascending, ▼ descending, with the key's place when there are several. */
export function sortMark(rules: readonly SortRule[], id: string): string {
  const at = rules.findIndex((rule) => rule.id === id);
  if (at < 0) return '';
  return `${rules[at]?.desc ? ' ▼' : ' ▲'}${rules.length > 1 ? at + 1 : ''}`;
}

const collator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });

/** Ascending order of two sort values; missing values are the table's to place. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
