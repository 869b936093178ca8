import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import { invalid } from '../../problems';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The ids of the active roles a user holds, as a subquery: tags and class views are offered by
 * role, and inactive roles are excluded everywhere (platform spec §6).
 */
export function heldActiveRoleIds(db: Db, userId: string) {
  return db
    .selectFrom('user_roles as held')
    .innerJoin('roles as held_role', 'held_role.id', 'held.role_id')
    .select('held.role_id')
    .where('held.user_id', '=', userId)
    .where('held_role.not_active', '=', false);
}

/** The role ids without repeats; an id that names no role is invalid, and the problem names it. */
export async function knownRoleIds(db: Db, roleIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length === 0) return wanted;
  const found = new Set((await db.selectFrom('roles').select('id').where('id', 'in', wanted).execute()).map((r) => r.id));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw invalid(`Неизвестные роли: ${unknown.join(', ')}`);
  return wanted;
}
