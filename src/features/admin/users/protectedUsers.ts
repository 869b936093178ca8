import { BUILT_IN_ADMIN_LOGIN, type UserView } from '../../../../realtime/protocol/admin/users';

/**
 * Users the server refuses to disable or delete: the public (anonymous) account, the admin's own
 * account and the built-in administrator. The table does not offer what would only fail.
 */
export function isProtectedUser(user: Pick<UserView, 'id' | 'login' | 'isPublic'>, selfId: string | null): boolean {
  return user.isPublic || user.id === selfId || user.login === BUILT_IN_ADMIN_LOGIN;
}
