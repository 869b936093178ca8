import { PREFERENCE_KEYS } from '../../../../../realtime/protocol/profile/preferences';
import type { SortRule } from '../../../../components/dataTable';

/**
 * The instance list's sort, kept per class and user (domain spec §3.2: "a JSON list of columns")
 * under the preference `sort:{classId}`: [{ prop, dir }], first key first.
 */
export type SortColumn = { prop: string; dir: 'asc' | 'desc' };

/** At most this many keys are kept: a fourth shift-click on another column drops the oldest. */
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

/** The table's sort keys from the preference's columns, and back. */
export const sortRulesOf = (columns: readonly SortColumn[]): SortRule[] => columns.map((c) => ({ id: c.prop, desc: c.dir === 'desc' }));
export const sortColumnsOf = (rules: readonly SortRule[]): SortColumn[] => rules.map((r) => ({ prop: r.id, dir: r.desc ? 'desc' : 'asc' }));
