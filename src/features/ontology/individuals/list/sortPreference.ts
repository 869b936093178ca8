import { PREFERENCE_KEYS } from '../../../../../realtime/protocol/profile/preferences';

/**
 * The instance list's sort, kept per class and user (domain spec §3.2: "a JSON list of columns")
 * under the preference `sort:{classId}`: [{ prop, dir }], first key first.
 */
export type SortColumn = { prop: string; dir: 'asc' | 'desc' };

/** At most this many keys are kept: a fourth click on another column drops the oldest. */
export const MAX_SORT_KEYS = 3;

export const sortPreferenceKey = (classId: string): string => `${PREFERENCE_KEYS.sortPrefix}${classId}`;

export function encodeSort(columns: readonly SortColumn[]): SortColumn[] {
  return columns.slice(0, MAX_SORT_KEYS).map(({ prop, dir }) => ({ prop, dir }));
}

/** Reads a stored preference; anything malformed (an older shape, hand-edited JSON) is no sort. */
export function decodeSort(value: unknown): SortColumn[] {
  if (!Array.isArray(value)) return [];
  const columns: SortColumn[] = [];
  for (const entry of value) {
    // a bare column name is an ascending key; '-name' a descending one
    if (typeof entry === 'string' && entry.length > 0) {
      columns.push(entry.startsWith('-') ? { prop: entry.slice(1), dir: 'desc' } : { prop: entry, dir: 'asc' });
    } else if (entry && typeof entry === 'object' && typeof (entry as SortColumn).prop === 'string') {
      columns.push({ prop: (entry as SortColumn).prop, dir: (entry as SortColumn).dir === 'desc' ? 'desc' : 'asc' });
    }
  }
  const seen = new Set<string>();
  return columns.filter((c) => c.prop && !seen.has(c.prop) && seen.add(c.prop)).slice(0, MAX_SORT_KEYS);
}

/**
 * A click on a column header: the first key flips its direction; another column becomes the only
 * key, or, with `additive` (shift-click), the next key after the present ones.
 */
export function nextSort(current: readonly SortColumn[], prop: string, additive: boolean): SortColumn[] {
  const existing = current.find((c) => c.prop === prop);
  if (!additive) {
    if (current[0]?.prop === prop) return [{ prop, dir: current[0].dir === 'asc' ? 'desc' : 'asc' }];
    return [{ prop, dir: 'asc' }];
  }
  if (existing) return current.map((c) => (c.prop === prop ? { prop, dir: c.dir === 'asc' ? 'desc' : 'asc' } : c));
  return [...current, { prop, dir: 'asc' as const }].slice(-MAX_SORT_KEYS);
}
