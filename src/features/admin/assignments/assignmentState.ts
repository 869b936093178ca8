import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { assignmentState, type AssignmentFacts, type AssignmentState } from '../../../../model/assignmentValidity';

/** An assignment as the API sends it, in the terms of the domain rule (domain spec §5). */
export function assignmentFacts(a: Assignment): AssignmentFacts {
  return {
    userId: a.user_id,
    osaRoleUserIds: a.osaRoleUserIds,
    roleId: a.role_id,
    roleCode: a.role_code,
    objectId: a.obj_id,
    notActive: a.not_active,
    activeUntil: a.activeUntil,
  };
}

/** Whether the assignment counts at the moment given, or why not. */
export function assignmentStateOf(a: Assignment, now: Date): AssignmentState {
  return assignmentState(assignmentFacts(a), now);
}
