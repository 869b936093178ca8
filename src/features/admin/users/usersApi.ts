import { okResultSchema } from '../../../../realtime/protocol/auth';
import { userRolesAdminSchema } from '../../../../realtime/protocol/admin/roles';
import {
  newUserRolesSchema,
  revokeSessionsResultSchema,
  userListSchema,
  userSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '../../../../realtime/protocol/admin/users';
import { userMapRightsSchema, type SetUserMapRights } from '../../../../realtime/protocol/admin/userMapRights';
import { request, send } from '../api/adminRequest';

export const listUsers = () => request(userListSchema, 'users');
export const createUser = (body: CreateUserRequest) => request(userSchema, 'users', { method: 'POST', body });
export const updateUser = (id: string, body: UpdateUserRequest) => request(userSchema, `users/${id}`, { method: 'PATCH', body });
export const deleteUser = (id: string) => send(`users/${id}`, { method: 'DELETE' });
export const revokeSessions = (id: string) => request(revokeSessionsResultSchema, `users/${id}/sessions`, { method: 'DELETE' });
export const setUserPassword = (userId: string, password: string) =>
  request(okResultSchema, 'auth/set-password', { method: 'POST', body: { password, user_id: userId } });

/** Every role, inactive ones included: an admin may hand out a role before switching it on. */
export const getUserRoles = (userId: string) => request(userRolesAdminSchema, `roles/user/${userId}`);
export const setUserRoles = (userId: string, roleIds: string[]) => request(userRolesAdminSchema, `roles/user/${userId}`, { method: 'PUT', body: { roleIds } });

/** The global roles every new account starts with (administrators). */
export const getNewUserRoles = () => request(newUserRolesSchema, 'users/new-user-roles');
export const setNewUserRoles = (roleIds: string[]) => request(newUserRolesSchema, 'users/new-user-roles', { method: 'PUT', body: { roleIds } });

/** The user's own reader and editor rights on ontology maps (administrators). */
export const getUserMapRights = (userId: string) => request(userMapRightsSchema, `users/${userId}/map-rights`);
export const setUserMapRights = (userId: string, body: SetUserMapRights) => request(userMapRightsSchema, `users/${userId}/map-rights`, { method: 'PUT', body });
