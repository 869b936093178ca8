import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { requireAccess, type ObjectAccess, type Refusals, type SharedObject, type Wanted } from '../access';
import { fcaRoleIds, findEntry, type FcaRow } from './fcaRepository';
import { FCA_MESSAGES } from './fcaMessages';

/** An FCA entry as the shared-object policy sees it (shared like reports); `roles` only bear on reading. */
export const fcaObject = (row: Pick<FcaRow, 'id' | 'author'>, roles: readonly string[] = []): SharedObject => ({ kind: 'fca', id: row.id, author: row.author, roles });

// no mayNotRead: an entry the caller may not read looks as if it did not exist (its name is not told)
const REFUSALS: Refusals = { notFound: FCA_MESSAGES.notFound, mayNotChange: FCA_MESSAGES.notEditor };

/** The entry and the caller's access to it, or a problem: unreadable is not found, read but not changeable is forbidden. */
export async function requireEntry(db: Kysely<Database>, caller: Caller, id: string, wanted: Wanted): Promise<{ row: FcaRow; access: ObjectAccess }> {
  const [row, roles] = await Promise.all([findEntry(db, id), fcaRoleIds(db, id)]);
  return requireAccess(db, caller, row, (r) => fcaObject(r, roles), wanted, REFUSALS);
}

/**
 * Who may stop a server run: whoever started it, and whoever may change the entry (its author,
 * editors, administrators); readers only watch.
 */
export const mayStopRun = (access: ObjectAccess, runUser: string, userId: string): boolean => access.change || runUser === userId;
