import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../realtime/protocol/admin/roles';
import { createRoleRequest, roleToForm, updateRoleRequest, withSubjectAreaName } from './roleForm';

const AREA = 'aaaaaaaa-0000-4000-8000-000000000001';
const teacher: Role = { id: 'bbbbbbbb-0000-4000-8000-000000000002', code: 'edu.teacher', name: 'Преподаватель', is_global: false, is_multi: true, not_active: false, subject_area: AREA };

describe('role form', () => {
  it('a new role starts active and without a subject area', () =>
    expect(createRoleRequest({ ...roleToForm(null), code: ' qa ', name: ' QA ' })).toEqual({ code: 'qa', name: 'QA', is_global: false, is_multi: false, not_active: false, subject_area: null }));
  it('"active" is the opposite of not_active', () => {
    expect(roleToForm({ ...teacher, not_active: true }).active).toBe(false);
    expect(createRoleRequest({ ...roleToForm(teacher), active: false }).not_active).toBe(true);
  });
  it('an untouched form changes nothing', () => expect(updateRoleRequest(roleToForm(teacher, 'Математика'), teacher)).toEqual({}));
  it('only the changed fields are sent', () =>
    expect(updateRoleRequest({ ...roleToForm(teacher), isGlobal: true, subjectArea: null }, teacher)).toEqual({ is_global: true, subject_area: null }));
  it('keeps the subject area name for the picker', () => expect(roleToForm(teacher, 'Математика').subjectArea).toEqual({ id: AREA, name: 'Математика' }));
});

describe('withSubjectAreaName', () => {
  const OTHER = 'cccccccc-0000-4000-8000-000000000003';
  it('fills in a name that arrived late', () => expect(withSubjectAreaName(roleToForm(teacher), 'Математика').subjectArea).toEqual({ id: AREA, name: 'Математика' }));
  it('keeps the rest of the form as the admin edited it', () => {
    const edited = { ...roleToForm(teacher), name: 'Учитель', isGlobal: true };
    expect(withSubjectAreaName(edited, 'Математика')).toEqual({ ...edited, subjectArea: { id: AREA, name: 'Математика' } });
  });
  it('leaves a subject area the admin picked alone', () => {
    const picked = { ...roleToForm(teacher), subjectArea: { id: OTHER, name: 'Физика' } };
    expect(withSubjectAreaName(picked, 'Математика')).toBe(picked);
  });
  it('leaves a cleared subject area alone', () => {
    const cleared = { ...roleToForm(teacher), subjectArea: null };
    expect(withSubjectAreaName(cleared, 'Математика')).toBe(cleared);
  });
  it('no name yet: nothing changes', () => {
    const form = roleToForm(teacher);
    expect(withSubjectAreaName(form, '')).toBe(form);
  });
});
