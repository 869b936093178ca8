import type { UserView } from '../../../../realtime/protocol/admin/users';

/** Users whose login, name or e-mail contains the text (case-insensitive). */
export function matchesUserSearch(user: Pick<UserView, 'login' | 'name' | 'email'>, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [user.login, user.name, user.email ?? ''].some((value) => value.toLocaleLowerCase().includes(needle));
}
