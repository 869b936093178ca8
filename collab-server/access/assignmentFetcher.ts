import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { FetchedAssignment } from '../../realtime/protocol/admin/assignments';
import { assignmentsWithNames } from './assignmentRows';
import { assignmentMatches, isAssignmentValid, type AssignmentFacts, type AssignmentQuery } from '../../model/assignmentValidity';

export type AssignmentFetch = AssignmentQuery & { onlyActualAssignments: boolean };

export type AssignmentRow = {
  assignment_id: string;
  active_until: Date | null;
  not_active: boolean;
  object_id: string | null;
  object_name: string | null;
  app_role_name: string;
  app_role_code: string;
  app_role_id: string;
  user_id: string | null;
  user_name: string | null;
  osa_role_name: string | null;
  osa_role_id: string | null;
  osa_role_user_id: string | null;
};

/**
 * The SQL half of assignments/fetch: narrows by the same rules as model/assignmentValidity
 * (user directly or through the osa role, role, object, and — when only actual ones are wanted —
 * not suspended and not expired), so the database does the work on indexed columns.
 */
export async function selectAssignmentRows(db: Kysely<Database>, q: AssignmentFetch, now: Date): Promise<AssignmentRow[]> {
  const userId = q.userId ?? null;
  let query = assignmentsWithNames(db)
    // the asked-for user's membership of the group the assignment was given to, if any
    .leftJoin('osa_role_users as m', (join) => join.onRef('m.osa_role_id', '=', 'a.osa_role_id').on('m.user_id', '=', userId))
    .select([
      'a.id as assignment_id',
      'a.active_until',
      'a.not_active',
      'a.obj_id as object_id',
      'i.name as object_name',
      'r.name as app_role_name',
      'r.code as app_role_code',
      'r.id as app_role_id',
      'a.user_id',
      'u.name as user_name',
      'o.name as osa_role_name',
      'a.osa_role_id',
      'm.user_id as osa_role_user_id',
    ]);
  if (q.userId !== undefined) {
    const id = q.userId;
    query = query.where((eb) => eb.or([eb('a.user_id', '=', id), eb('m.user_id', 'is not', null)]));
  }
  if (q.roleId !== undefined) query = query.where('a.role_id', '=', q.roleId);
  if (q.roleCode !== undefined) query = query.where('r.code', '=', q.roleCode);
  if (q.objectId !== undefined) query = query.where('a.obj_id', '=', q.objectId);
  if (q.onlyActualAssignments) {
    query = query
      .where('a.not_active', '=', false)
      .where((eb) => eb.or([eb('a.active_until', 'is', null), eb('a.active_until', '>', now)]));
  }
  const rows = await query.orderBy('r.code').orderBy('a.created_at').orderBy('a.id').execute();
  return rows.map((r) => ({ ...r, active_until: r.active_until === null ? null : new Date(r.active_until) }));
}

/** What the pure validity rules need to know of a fetched row. */
export function factsOfRow(row: AssignmentRow): AssignmentFacts {
  return {
    userId: row.user_id,
    osaRoleUserIds: row.osa_role_user_id ? [row.osa_role_user_id] : [],
    roleId: row.app_role_id,
    roleCode: row.app_role_code,
    objectId: row.object_id,
    notActive: row.not_active,
    activeUntil: row.active_until,
  };
}

/** POST /api/assignments/fetch: the SQL narrowing, then the shared rules have the last word. */
export async function fetchAssignments(db: Kysely<Database>, q: AssignmentFetch, now: Date = new Date()): Promise<FetchedAssignment[]> {
  const rows = await selectAssignmentRows(db, q, now);
  const counts = (row: AssignmentRow): boolean =>
    q.onlyActualAssignments ? isAssignmentValid(factsOfRow(row), q, now) : assignmentMatches(factsOfRow(row), q);
  return rows.filter(counts).map(({ not_active, active_until, ...rest }) => ({
    ...rest,
    active_until: active_until === null ? null : active_until.toISOString(),
    suspended: not_active,
  }));
}
