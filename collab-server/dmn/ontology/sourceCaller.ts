import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Caller } from '../../auth';
import { selectUsers } from '../../auth';

/**
 * Whose rights a saved search is run with when nobody asks (computed values kept current after an
 * edit, a recomputation after a save): the decision's author — the one the values are kept for.
 */
export async function decisionOwnerCaller(db: Kysely<Database>, authorId: string | null): Promise<Caller | null> {
  if (!authorId) return null;
  const user = await selectUsers(db).where('users.id', '=', authorId).executeTakeFirst();
  return user ? { user, session: null, isPublic: false } : null;
}
