import type { Assignment, CreateAssignment, UpdateAssignment } from '../../../../realtime/protocol/admin/assignments';
import { activeUntilToInput, inputToActiveUntil } from './activeUntil';

export type AssignmentForm = {
  /** Given to one user or to an osa role (a group); fixed once created. */
  holder: 'user' | 'group';
  userId: string;
  osaRoleId: string;
  roleId: string;
  object: { id: string; name: string } | null;
  /** YYYY-MM-DD of the date input, '' for no end. */
  activeUntil: string;
  suspended: boolean;
};

export function assignmentToForm(a: Assignment | null, preset: { userId?: string; roleId?: string } = {}): AssignmentForm {
  if (!a) return { holder: 'user', userId: preset.userId ?? '', osaRoleId: '', roleId: preset.roleId ?? '', object: null, activeUntil: '', suspended: false };
  return {
    holder: a.user_id ? 'user' : 'group',
    userId: a.user_id ?? '',
    osaRoleId: a.osaRole_id ?? '',
    roleId: a.role_id,
    object: a.obj_id ? { id: a.obj_id, name: a.obj ?? a.obj_id } : null,
    activeUntil: activeUntilToInput(a.activeUntil),
    suspended: a.not_active,
  };
}

/** Whether the form names everything an assignment needs: a holder and a role. */
export function assignmentFormComplete(form: AssignmentForm): boolean {
  return form.roleId !== '' && (form.holder === 'user' ? form.userId !== '' : form.osaRoleId !== '');
}

export function createAssignmentRequest(form: AssignmentForm): CreateAssignment {
  return {
    ...(form.holder === 'user' ? { user_id: form.userId } : { osa_role_id: form.osaRoleId }),
    role_id: form.roleId,
    obj_id: form.object?.id ?? null,
    not_active: form.suspended,
    active_until: inputToActiveUntil(form.activeUntil),
  };
}

/** The changed fields only; the end date is sent only when the picked day changed, so a stored time of day survives. */
export function updateAssignmentRequest(form: AssignmentForm, a: Assignment): UpdateAssignment {
  const changes: UpdateAssignment = {};
  if (form.roleId !== a.role_id) changes.role_id = form.roleId;
  if ((form.object?.id ?? null) !== a.obj_id) changes.obj_id = form.object?.id ?? null;
  if (form.suspended !== a.not_active) changes.not_active = form.suspended;
  if (form.activeUntil !== activeUntilToInput(a.activeUntil)) changes.active_until = inputToActiveUntil(form.activeUntil);
  return changes;
}
