import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { SearchSharing } from '../../realtime/protocol/semanticSearch';
import { EDITOR_ROLE } from '../../model/editRights';
import { invalid } from '../problems/problem';
import { rolesOf, setSearchRoles, type SearchRow } from './searchRepository';
import { SEARCH_MESSAGES } from './searchProblems';

/** Reading by assignment uses this role; editing the editor role (model/editRights.ts). */
export const READER_ROLE = 'reader';

async function roleIdsByCode(db: Kysely<Database>): Promise<{ reader: string; editor: string }> {
  const rows = await db.selectFrom('roles').select(['id', 'code']).where('code', 'in', [READER_ROLE, EDITOR_ROLE]).execute();
  const reader = rows.find((r) => r.code === READER_ROLE)?.id;
  const editor = rows.find((r) => r.code === EDITOR_ROLE)?.id;
  if (!reader || !editor) throw invalid(SEARCH_MESSAGES.roleNotFound);
  return { reader, editor };
}

/** Roles whose holders read it, and the users given it directly (editing when by the editor role). */
export async function readSharing(db: Kysely<Database>, row: SearchRow): Promise<SearchSharing> {
  const ids = await roleIdsByCode(db);
  const given = await db
    .selectFrom('assignments')
    .select(['user_id', 'role_id'])
    .where('obj_id', '=', row.id)
    .where('user_id', 'is not', null)
    .where('role_id', 'in', [ids.reader, ids.editor])
    .where('not_active', '=', false)
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', new Date())]))
    .execute();
  const users = new Map<string, boolean>();
  for (const a of given) users.set(a.user_id as string, (users.get(a.user_id as string) ?? false) || a.role_id === ids.editor);
  return { roles: rolesOf(row), users: [...users].map(([userId, edit]) => ({ userId, edit })).sort((a, b) => a.userId.localeCompare(b.userId)) };
}

/** Replaces who it is shared with: the roles, and the direct reader/editor assignments on it. */
export async function writeSharing(db: Kysely<Database>, row: SearchRow, sharing: SearchSharing): Promise<void> {
  const ids = await roleIdsByCode(db);
  const roles = [...new Set(sharing.roles)];
  if (roles.length) {
    const known = await db.selectFrom('roles').select('id').where('id', 'in', roles).execute();
    if (known.length !== roles.length) throw invalid(SEARCH_MESSAGES.roleNotFound);
  }
  const userIds = [...new Set(sharing.users.map((u) => u.userId))];
  if (userIds.length) {
    const users = await db.selectFrom('users').select(['id', 'is_public']).where('id', 'in', userIds).execute();
    if (users.length !== userIds.length) throw invalid(SEARCH_MESSAGES.userNotFound);
    if (users.some((u) => u.is_public)) throw invalid(SEARCH_MESSAGES.publicUser);
  }
  await db.transaction().execute(async (trx) => {
    await setSearchRoles(trx, row.id, roles);
    await trx.deleteFrom('assignments').where('obj_id', '=', row.id).where('user_id', 'is not', null).where('role_id', 'in', [ids.reader, ids.editor]).execute();
    const values = userIds.map((userId) => ({
      id: randomUUID(),
      obj_id: row.id,
      user_id: userId,
      osa_role_id: null,
      role_id: sharing.users.some((u) => u.userId === userId && u.edit) ? ids.editor : ids.reader,
      not_active: false,
      active_until: null,
    }));
    if (values.length) await trx.insertInto('assignments').values(values).execute();
  });
}
