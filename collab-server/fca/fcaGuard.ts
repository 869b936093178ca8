import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Caller } from '../auth/caller';
import { forbidden, notFound } from '../problems/problem';
import { findEntry, sharingFactsOf, type FcaRow } from './fcaRepository';
import { fcaAccess, type FcaAccess } from './fcaPolicy';
import { FCA_MESSAGES } from './fcaMessages';

/**
 * The entry and the caller's access to it, or a problem: an entry the caller may not read looks as
 * if it did not exist (its name is not told), one they read but may not change is forbidden.
 */
export async function requireEntry(db: Kysely<Database>, caller: Caller, id: string, wanted: 'read' | 'edit'): Promise<{ row: FcaRow; access: Exclude<FcaAccess, null> }> {
  const row = await findEntry(db, id);
  if (!row) throw notFound(FCA_MESSAGES.notFound);
  const facts = await sharingFactsOf(db, id, caller.user.id);
  const access = fcaAccess({ isAdmin: caller.user.is_admin, isPublic: caller.isPublic, userId: caller.user.id, author: row.author, ...facts });
  if (!access) throw notFound(FCA_MESSAGES.notFound);
  if (wanted === 'edit' && access !== 'edit') throw forbidden(FCA_MESSAGES.notEditor);
  return { row, access };
}
