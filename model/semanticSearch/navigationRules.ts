/**
 * Rules of semantic navigation (domain spec §5). A related search used for navigation in the
 * document viewer must return a column coded `containerId` and one coded `groupBy` (a calculated
 * column counts; `orderBy` is optional). A new filter node may not duplicate a navigation action
 * already there: same type, criterion and value.
 */

export const NAVIGATION_REQUIRED_CODES = ['containerId', 'groupBy'] as const;
export const NAVIGATION_OPTIONAL_CODES = ['orderBy'] as const;

export const navigationColumnMessage = (searchId: string, code: string): string => `Related semantic search ${searchId} must return a column with code ${code}!`;

type ReturnedColumn = { code: string; hidden?: boolean };

/** The codes a search returns: its visible columns and visible calculated columns. */
export function returnedCodes(settings: { columns: readonly ReturnedColumn[]; calcColumns?: readonly ReturnedColumn[] }): string[] {
  return [...settings.columns, ...(settings.calcColumns ?? [])].filter((c) => !c.hidden).map((c) => c.code);
}

/** The first navigation rule a related search breaks, as the spec's message, or null. */
export function navigationSearchProblem(searchId: string, codes: readonly string[]): string | null {
  const missing = NAVIGATION_REQUIRED_CODES.find((code) => !codes.includes(code));
  return missing ? navigationColumnMessage(searchId, missing) : null;
}

export type NavigationAction = { type: string; criterion: string; value: unknown };

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const key = (v: unknown): string => JSON.stringify(v ?? null);
    const left = a.map(key).sort();
    const right = b.map(key).sort();
    return left.every((v, i) => v === right[i]);
  }
  const norm = (v: unknown): unknown => (v === undefined ? null : typeof v === 'string' ? v.trim() : v);
  return norm(a) === norm(b);
}

/** Whether `candidate` repeats one of `existing` (a list's values match in any order). */
export function duplicatesNavigationAction(existing: readonly NavigationAction[], candidate: NavigationAction): boolean {
  return existing.some((a) => a.type === candidate.type && a.criterion === candidate.criterion && sameValue(a.value, candidate.value));
}

type FilterLike = { node: string; column: string; condition: string; value?: unknown };

/** A filter entity as a navigation action: its condition is the type, node and column the criterion. */
export const filterAsNavigationAction = (filter: FilterLike): NavigationAction => ({
  type: filter.condition,
  criterion: `${filter.node}.${filter.column}`,
  value: filter.value,
});

/** Whether a new filter entity repeats one already on the search. */
export const duplicatesFilter = (where: readonly FilterLike[], candidate: FilterLike): boolean =>
  duplicatesNavigationAction(where.map(filterAsNavigationAction), filterAsNavigationAction(candidate));
