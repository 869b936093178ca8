import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { FcaSharingInput } from '../../realtime/protocol/fca';
import { knownRoleIds } from '../admin/roles';
import { checkSharedUsers } from '../access';
import { writeSharing } from './fcaRepository';
import { FCA_MESSAGES } from './fcaMessages';

/**
 * Shares the entry with exactly these roles and users (as reports are shared): roles must exist,
 * users must be real accounts other than the author; checked before anything is written, then
 * written in one transaction.
 */
export async function shareEntry(db: Kysely<Database>, entry: { id: string; author: string | null }, input: FcaSharingInput): Promise<void> {
  const roleIds = await knownRoleIds(db, input.role);
  const users = await checkSharedUsers(db, input.assignments, entry.author, FCA_MESSAGES);
  await db.transaction().execute((trx) => writeSharing(trx, entry.id, roleIds, users));
}
