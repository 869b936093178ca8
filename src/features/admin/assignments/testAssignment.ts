import type { Assignment } from '../../../../realtime/protocol/admin/assignments';

// Assignments for the unit tests of this folder: Anna's direct, active teacher role unless changed.

export const ANN = 'aaaaaaaa-0000-4000-8000-000000000001';
export const TEACHER = 'cccccccc-0000-4000-8000-000000000004';

export function testAssignment(id: string, changes: Partial<Assignment> = {}): Assignment {
  return {
    id: `eeeeeeee-0000-4000-8000-00000000000${id}`,
    obj_id: null,
    obj: null,
    obj_class: [],
    user_id: ANN,
    user: 'Анна',
    role_code: 'edu.teacher',
    role_id: TEACHER,
    role: 'Преподаватель',
    not_active: false,
    activeUntil: null,
    osaRole: null,
    osaRole_id: null,
    osaRoleUser: [],
    osaRoleUserIds: [],
    ...changes,
  };
}
