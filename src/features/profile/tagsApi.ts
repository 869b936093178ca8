import { apiFetch } from '../../api/apiFetch';
import { tagsResultSchema, type CreateTag, type Tag, type UpdateTag } from '../../../realtime/protocol/profile/tags';
import { rolesResultSchema, type Role } from '../../../realtime/protocol/admin/roles';
import { shellState } from '../../state/shellState';

/** The tags the user sees; the shell's copy is refreshed with them, so chips elsewhere follow the changes. */
export async function reloadTags(): Promise<Tag[]> {
  const tags = tagsResultSchema.parse(await apiFetch<unknown>('app/tags'));
  shellState.tags = tags;
  return tags;
}

export async function createTag(tag: CreateTag): Promise<void> {
  await apiFetch<unknown>('app/tags', { method: 'POST', body: tag });
}

export async function updateTag(id: string, changes: UpdateTag): Promise<void> {
  await apiFetch<unknown>(`app/tags/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export async function deleteTag(id: string): Promise<void> {
  await apiFetch<unknown>(`app/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Active roles a shared tag can be made available to. */
export async function fetchRoles(): Promise<Role[]> {
  return rolesResultSchema.parse(await apiFetch<unknown>('roles'));
}
