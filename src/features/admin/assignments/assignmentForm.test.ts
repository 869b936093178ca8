import { describe, expect, it } from 'vitest';
import type { Assignment } from '../../../../realtime/protocol/admin/assignments';
import { assignmentFormComplete, assignmentToForm, createAssignmentRequest, updateAssignmentRequest } from './assignmentForm';

const ANN = 'aaaaaaaa-0000-4000-8000-000000000001';
const GROUP = 'ffffffff-0000-4000-8000-000000000009';
const ROLE = 'cccccccc-0000-4000-8000-000000000004';
const OTHER_ROLE = 'cccccccc-0000-4000-8000-000000000005';
const COURSE = 'dddddddd-0000-4000-8000-000000000006';

const stored: Assignment = {
  id: 'eeeeeeee-0000-4000-8000-000000000001',
  obj_id: COURSE,
  obj: 'Курс',
  obj_class: [],
  user_id: ANN,
  user: 'Анна',
  role_code: 'edu.teacher',
  role_id: ROLE,
  role: 'Преподаватель',
  not_active: false,
  activeUntil: new Date(2026, 0, 15, 10, 30).toISOString(),
  osaRole: null,
  osaRole_id: null,
  osaRoleUser: [],
  osaRoleUserIds: [],
};

describe('createAssignmentRequest', () => {
  it('to a user, without object or end', () =>
    expect(createAssignmentRequest({ ...assignmentToForm(null), userId: ANN, roleId: ROLE })).toEqual({ user_id: ANN, role_id: ROLE, obj_id: null, not_active: false, active_until: null }));
  it('to a group, on an object, until a day, suspended', () =>
    expect(
      createAssignmentRequest({ ...assignmentToForm(null), holder: 'group', userId: ANN, osaRoleId: GROUP, roleId: ROLE, object: { id: COURSE, name: 'Курс' }, activeUntil: '2026-07-01', suspended: true }),
    ).toEqual({ osa_role_id: GROUP, role_id: ROLE, obj_id: COURSE, not_active: true, active_until: new Date(2026, 6, 1).toISOString() }));
});

describe('assignmentFormComplete', () => {
  it('needs a role and the chosen kind of holder', () => {
    expect(assignmentFormComplete({ ...assignmentToForm(null), userId: ANN })).toBe(false);
    expect(assignmentFormComplete({ ...assignmentToForm(null), userId: ANN, roleId: ROLE })).toBe(true);
    expect(assignmentFormComplete({ ...assignmentToForm(null), holder: 'group', userId: ANN, roleId: ROLE })).toBe(false);
  });
  it('takes presets from the filters', () => expect(assignmentToForm(null, { userId: ANN, roleId: ROLE })).toMatchObject({ userId: ANN, roleId: ROLE }));
});

describe('updateAssignmentRequest', () => {
  it('an untouched form changes nothing (the stored time of day stays)', () => expect(updateAssignmentRequest(assignmentToForm(stored), stored)).toEqual({}));
  it('suspending', () => expect(updateAssignmentRequest({ ...assignmentToForm(stored), suspended: true }, stored)).toEqual({ not_active: true }));
  it('clearing the end and the object', () =>
    expect(updateAssignmentRequest({ ...assignmentToForm(stored), activeUntil: '', object: null }, stored)).toEqual({ active_until: null, obj_id: null }));
  it('another role and day', () =>
    expect(updateAssignmentRequest({ ...assignmentToForm(stored), roleId: OTHER_ROLE, activeUntil: '2026-02-01' }, stored)).toEqual({
      role_id: OTHER_ROLE,
      active_until: new Date(2026, 1, 1).toISOString(),
    }));
});
