import {
  osaRoleSchema,
  osaRolesResultSchema,
  roleSchema,
  type CreateOsaRole,
  type CreateRole,
  type UpdateOsaRole,
  type UpdateRole,
} from '../../../../realtime/protocol/admin/roles';
import { request, send } from '../api/adminRequest';

export const createRole = (body: CreateRole) => request(roleSchema, 'roles', { method: 'POST', body });
export const updateRole = (id: string, body: UpdateRole) => request(roleSchema, `roles/${id}`, { method: 'PATCH', body });
export const deleteRole = (id: string) => send(`roles/${id}`, { method: 'DELETE' });

export const listOsaRoles = () => request(osaRolesResultSchema, 'roles/osa');
export const createOsaRole = (body: CreateOsaRole) => request(osaRoleSchema, 'roles/osa', { method: 'POST', body });
export const updateOsaRole = (id: string, body: UpdateOsaRole) => request(osaRoleSchema, `roles/osa/${id}`, { method: 'PATCH', body });
export const deleteOsaRole = (id: string) => send(`roles/osa/${id}`, { method: 'DELETE' });
