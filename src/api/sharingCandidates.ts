import { apiFetch } from './apiFetch';
import { rolesResultSchema, type Role } from '../../realtime/protocol/admin/roles';
import { chatUsersSchema, type ChatUser } from '../../realtime/protocol/chat';

/** Who an object (a report, an analysis) can be shared with: the active roles, and people found by name or login. */
export const fetchRoles = async (): Promise<Role[]> => rolesResultSchema.parse(await apiFetch<unknown>('roles'));

export async function findPeople(q: string, limit = 20): Promise<ChatUser[]> {
  const params = new URLSearchParams({ q: q.trim(), limit: String(limit) });
  return chatUsersSchema.parse(await apiFetch<unknown>(`chat/users?${params}`, { noLog: true })).users;
}
