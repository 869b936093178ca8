import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import { EDITOR_ROLE } from '../../model/editRights';
import { READER_ROLE } from '../../model/sharedObjectAccess';
import { invalid } from '../problems';

/**
 * Sharing one object (a saved search, a report, an OWL rule…) with users: an assignment on the
 * object with the reader role lets a user read it, with the editor role change it too. Every
 * shareable object goes through here, so "who was given this" means the same everywhere; the
 * roles an object is shared with are kept by each object kind beside its row. What such a gift
 * allows is the shared-object policy's (sharedObjectPolicy.ts).
 */

/** The general role whose assignment on an object lets a user read it (the editor role: change it too). */
export { READER_ROLE };

type Db = Kysely<Database> | Transaction<Database>;

/** Messages in the words of the object kind (a report, a search…). */
export type SharingMessages = { noSharingRoles: string; userNotFound: (id: string) => string; publicUser: string; authorAssigned?: string };

export type SharedUser = { userId: string; edit: boolean };

/** Ids of the reader and editor roles: a user is given an object with one of them. */
export async function sharingRoleIds(db: Db, messages: Pick<SharingMessages, 'noSharingRoles'>): Promise<{ reader: string; editor: string }> {
  const rows = await db.selectFrom('roles').select(['id', 'code']).where('code', 'in', [READER_ROLE, EDITOR_ROLE]).execute();
  const reader = rows.find((r) => r.code === READER_ROLE)?.id;
  const editor = rows.find((r) => r.code === EDITOR_ROLE)?.id;
  if (!reader || !editor) throw invalid(messages.noSharingRoles);
  return { reader, editor };
}

/** The users an object is given to, by name; a user given both roles edits. */
export async function sharedUsersOf(db: Db, objectId: string): Promise<Array<SharedUser & { name: string; login: string }>> {
  const rows = await db
    .selectFrom('assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .select(['u.id', 'u.name', 'u.login', 'r.code'])
    .where('a.obj_id', '=', objectId)
    .where('r.code', 'in', [READER_ROLE, EDITOR_ROLE])
    .where('a.not_active', '=', false)
    .where((eb) => eb.or([eb('a.active_until', 'is', null), eb('a.active_until', '>', new Date())]))
    .orderBy('u.name')
    .execute();
  const byUser = new Map<string, SharedUser & { name: string; login: string }>();
  for (const u of rows) {
    const seen = byUser.get(u.id);
    byUser.set(u.id, { userId: u.id, name: u.name, login: u.login, edit: (seen?.edit ?? false) || u.code === EDITOR_ROLE });
  }
  return [...byUser.values()];
}

/**
 * The users an object may be given to, checked before anything is written: real accounts, not the
 * public user, not its author (who changes it anyway) when the kind says so. A user named twice keeps the last right.
 */
export async function checkSharedUsers(db: Db, users: readonly SharedUser[], author: string | null, messages: SharingMessages): Promise<SharedUser[]> {
  const byUser = new Map(users.map((u) => [u.userId, u.edit]));
  const ids = [...byUser.keys()];
  const found = ids.length ? await db.selectFrom('users').select(['id', 'is_public']).where('id', 'in', ids).execute() : [];
  for (const id of ids) {
    const user = found.find((u) => u.id === id);
    if (!user) throw invalid(messages.userNotFound(id));
    if (user.is_public) throw invalid(messages.publicUser);
    if (messages.authorAssigned && id === author) throw invalid(messages.authorAssigned);
  }
  return [...byUser].map(([userId, edit]) => ({ userId, edit }));
}

/** Replaces the users an object is given to (in the caller's transaction). */
export async function replaceSharedUsers(trx: Transaction<Database>, objectId: string, users: readonly SharedUser[], messages: Pick<SharingMessages, 'noSharingRoles'>): Promise<void> {
  const { reader, editor } = await sharingRoleIds(trx, messages);
  await trx.deleteFrom('assignments').where('obj_id', '=', objectId).where('user_id', 'is not', null).where('role_id', 'in', [reader, editor]).execute();
  if (users.length === 0) return;
  await trx
    .insertInto('assignments')
    .values(users.map((u) => ({ id: randomUUID(), obj_id: objectId, user_id: u.userId, osa_role_id: null, role_id: u.edit ? editor : reader, not_active: false, active_until: null })))
    .execute();
}
