import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { assignmentMatches } from '../../../../model/assignmentValidity';
import { assignmentFacts, assignmentStateOf } from './assignmentState';

/** The list's filters, kept in the address so a filtered list can be linked to (e.g. from a user's row). */
export type AssignmentFilters = { userId?: string; roleId?: string; objectId?: string; onlyValid: boolean };

/**
 * The same rule the server applies in assignments/fetch: a user filter also finds assignments
 * given to an osa role the user belongs to; "only valid" keeps those that count now.
 */
export function filterAssignments(list: readonly Assignment[], filters: AssignmentFilters, now: Date): Assignment[] {
  const query = { userId: filters.userId, roleId: filters.roleId, objectId: filters.objectId };
  return list.filter((a) => assignmentMatches(assignmentFacts(a), query) && (!filters.onlyValid || assignmentStateOf(a, now) === 'active'));
}

const FILTER_PARAMS = { userId: 'user', roleId: 'role', objectId: 'object' } as const;

export function filtersFromSearch(params: URLSearchParams): AssignmentFilters {
  const filters: AssignmentFilters = { onlyValid: params.get('valid') === '1' };
  for (const [key, param] of Object.entries(FILTER_PARAMS) as Array<[keyof typeof FILTER_PARAMS, string]>) {
    const value = params.get(param);
    if (value) filters[key] = value;
  }
  return filters;
}

export function filtersToSearch(filters: AssignmentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(FILTER_PARAMS) as Array<[keyof typeof FILTER_PARAMS, string]>) {
    const value = filters[key];
    if (value) params.set(param, value);
  }
  if (filters.onlyValid) params.set('valid', '1');
  return params;
}
