import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { requireAccess, type ObjectAccess, type Refusals, type SharedObject } from '../access';
import { findSearchRow, rolesOf, type SearchRow } from './searchRepository';
import { SEARCH_MESSAGES } from './searchProblems';

/** A saved search as the shared-object policy sees it: given to users, shared with roles. */
export const searchObject = (row: Pick<SearchRow, 'id' | 'author' | 'roles'>): SharedObject => ({ kind: 'search', id: row.id, author: row.author, roles: rolesOf(row as SearchRow) });

const refusals = (id: string): Refusals => ({ notFound: SEARCH_MESSAGES.notFound, mayNotRead: SEARCH_MESSAGES.mayNotRead(id), mayNotChange: SEARCH_MESSAGES.mayNotEdit });

/** The search, if the caller may read it (an unknown id and an unreadable one both say so in the spec's words). */
export async function requireReadable(db: Kysely<Database>, caller: Caller, id: string): Promise<{ row: SearchRow; access: ObjectAccess }> {
  return requireAccess(db, caller, await findSearchRow(db, id), searchObject, 'read', refusals(id));
}

export async function requireEditable(db: Kysely<Database>, caller: Caller, id: string): Promise<SearchRow> {
  return (await requireAccess(db, caller, await findSearchRow(db, id), searchObject, 'change', refusals(id))).row;
}
