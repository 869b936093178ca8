import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Caller } from '../auth/caller';
import { sharedObjectsOf } from '../admin/assignments/objectSharing';
import { forbidden, notFound } from '../problems/problem';
import { findSearchRow, rolesOf, type SearchRow } from './searchRepository';
import { SEARCH_MESSAGES } from './searchProblems';

/**
 * Who may do what with a saved search: administrators and its author everything; holders of one of
 * its roles read it; an active assignment on it gives reading, with the editor role editing,
 * sharing and deleting too. The public user nothing.
 */

export type SearchAccess = { read: boolean; edit: boolean };
const NONE: SearchAccess = { read: false, edit: false };
const ALL: SearchAccess = { read: true, edit: true };

/** What decides access for one caller, read once for many searches. */
export type CallerGrants = { isAdmin: boolean; isPublic: boolean; userId: string; roleIds: Set<string>; readObjects: Set<string>; editObjects: Set<string> };

export async function loadGrants(db: Kysely<Database>, caller: Caller): Promise<CallerGrants> {
  const base = { isAdmin: caller.user.is_admin && !caller.isPublic, isPublic: caller.isPublic, userId: caller.user.id };
  if (caller.isPublic) return { ...base, roleIds: new Set(), readObjects: new Set(), editObjects: new Set() };
  const [roles, shared] = await Promise.all([
    db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').select('roles.id').where('user_roles.user_id', '=', caller.user.id).where('roles.not_active', '=', false).execute(),
    sharedObjectsOf(db, caller.user.id),
  ]);
  return { ...base, roleIds: new Set(roles.map((r) => r.id)), readObjects: shared.read, editObjects: shared.edit };
}

export function accessOf(grants: CallerGrants, row: Pick<SearchRow, 'id' | 'author' | 'roles'>): SearchAccess {
  if (grants.isPublic) return NONE;
  if (grants.isAdmin || row.author === grants.userId) return ALL;
  if (grants.editObjects.has(row.id)) return ALL;
  if (grants.readObjects.has(row.id) || rolesOf(row as SearchRow).some((r) => grants.roleIds.has(r))) return { read: true, edit: false };
  return NONE;
}

/** The search, if the caller may read it (an unknown id and an unreadable one both say so in the spec's words). */
export async function requireReadable(db: Kysely<Database>, caller: Caller, id: string): Promise<{ row: SearchRow; access: SearchAccess }> {
  const row = await findSearchRow(db, id);
  if (!row) throw notFound(SEARCH_MESSAGES.notFound);
  const access = accessOf(await loadGrants(db, caller), row);
  if (!access.read) throw forbidden(SEARCH_MESSAGES.mayNotRead(id));
  return { row, access };
}

export async function requireEditable(db: Kysely<Database>, caller: Caller, id: string): Promise<SearchRow> {
  const { row, access } = await requireReadable(db, caller, id);
  if (!access.edit) throw forbidden(SEARCH_MESSAGES.mayNotEdit);
  return row;
}
