import type { CreateRole, Role, UpdateRole } from '../../../../realtime/protocol/admin/roles';

export type RoleForm = { code: string; name: string; isGlobal: boolean; isMulti: boolean; active: boolean; subjectArea: { id: string; name: string } | null };

export function roleToForm(role: Role | null, subjectAreaName = ''): RoleForm {
  if (!role) return { code: '', name: '', isGlobal: false, isMulti: false, active: true, subjectArea: null };
  return {
    code: role.code,
    name: role.name,
    isGlobal: role.is_global,
    isMulti: role.is_multi,
    active: !role.not_active,
    subjectArea: role.subject_area ? { id: role.subject_area, name: subjectAreaName || role.subject_area } : null,
  };
}

/**
 * The form with the subject area's name filled in, when the picker still shows the bare id it
 * had before the names loaded; a subject area the admin picked or cleared is left alone.
 */
export function withSubjectAreaName(form: RoleForm, name: string): RoleForm {
  const area = form.subjectArea;
  if (!area || name === '' || area.name !== area.id) return form;
  return { ...form, subjectArea: { id: area.id, name } };
}

export function createRoleRequest(form: RoleForm): CreateRole {
  return {
    code: form.code.trim(),
    name: form.name.trim(),
    is_global: form.isGlobal,
    is_multi: form.isMulti,
    not_active: !form.active,
    subject_area: form.subjectArea?.id ?? null,
  };
}

/** The changed fields only; an empty object means there is nothing to save. */
export function updateRoleRequest(form: RoleForm, role: Role): UpdateRole {
  const next = createRoleRequest(form);
  const changes: UpdateRole = {};
  if (next.code !== role.code) changes.code = next.code;
  if (next.name !== role.name) changes.name = next.name;
  if (next.is_global !== role.is_global) changes.is_global = next.is_global;
  if (next.is_multi !== role.is_multi) changes.is_multi = next.is_multi;
  if (next.not_active !== role.not_active) changes.not_active = next.not_active;
  if (next.subject_area !== role.subject_area) changes.subject_area = next.subject_area;
  return changes;
}
