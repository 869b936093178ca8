/**
 * When an assignment counts (domain spec §5, first bullet; states in §4). Shared by the server's
 * assignments/fetch and by the browser, so both sides agree on who holds which role where.
 */

/** What validity looks at in an assignment. */
export type AssignmentFacts = {
  /** The user it was given to directly, or null when given to an osa role. */
  userId: string | null;
  /** Members of the osa role it was given to (empty for a direct assignment). */
  osaRoleUserIds: readonly string[];
  roleId: string;
  roleCode: string;
  /** The object it applies to, or null for an assignment without an object. */
  objectId: string | null;
  /** Suspended. */
  notActive: boolean;
  /** Counts up to this moment (exclusive); null: no end. */
  activeUntil: Date | string | null;
};

/** What is asked: every field given must match. */
export type AssignmentQuery = {
  userId?: string;
  roleId?: string;
  roleCode?: string;
  objectId?: string;
};

export type AssignmentState = 'active' | 'suspended' | 'expired';

function toTime(moment: Date | string): number {
  return moment instanceof Date ? moment.getTime() : Date.parse(moment);
}

/** Suspension wins over expiry: a suspended assignment stays suspended whatever its end date. */
export function assignmentState(a: Pick<AssignmentFacts, 'notActive' | 'activeUntil'>, now: Date): AssignmentState {
  if (a.notActive) return 'suspended';
  if (a.activeUntil !== null && !(toTime(a.activeUntil) > now.getTime())) return 'expired';
  return 'active';
}

/** The user holds it directly or as a member of the osa role it was given to. */
export function assignmentHeldBy(a: Pick<AssignmentFacts, 'userId' | 'osaRoleUserIds'>, userId: string): boolean {
  return a.userId === userId || a.osaRoleUserIds.includes(userId);
}

/** Who, which role and which object: the parts of validity that do not depend on time. */
export function assignmentMatches(a: AssignmentFacts, q: AssignmentQuery): boolean {
  if (q.userId !== undefined && !assignmentHeldBy(a, q.userId)) return false;
  if (q.roleId !== undefined && a.roleId !== q.roleId) return false;
  if (q.roleCode !== undefined && a.roleCode !== q.roleCode) return false;
  if (q.objectId !== undefined && a.objectId !== q.objectId) return false;
  return true;
}

/** The assignment counts: it matches the query, is not suspended and has not expired. */
export function isAssignmentValid(a: AssignmentFacts, q: AssignmentQuery, now: Date): boolean {
  return assignmentMatches(a, q) && assignmentState(a, now) === 'active';
}
