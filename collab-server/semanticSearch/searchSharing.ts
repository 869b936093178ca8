import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { SearchSharing } from '../../realtime/protocol/semanticSearch';
import { checkSharedUsers, replaceSharedUsers, sharedUsersOf, type SharingMessages } from '../access';
import { invalid } from '../problems';
import { rolesOf, setSearchRoles, type SearchRow } from './searchRepository';
import { SEARCH_MESSAGES } from './searchProblems';

const SHARING_MESSAGES: SharingMessages = {
  noSharingRoles: SEARCH_MESSAGES.roleNotFound,
  userNotFound: () => SEARCH_MESSAGES.userNotFound,
  publicUser: SEARCH_MESSAGES.publicUser,
};

/** Roles whose holders read it, and the users given it directly (editing when by the editor role). */
export async function readSharing(db: Kysely<Database>, row: SearchRow): Promise<SearchSharing> {
  const users = await sharedUsersOf(db, row.id);
  return { roles: rolesOf(row), users: users.map(({ userId, edit }) => ({ userId, edit })).sort((a, b) => a.userId.localeCompare(b.userId)) };
}

/** Replaces who it is shared with: the roles, and the direct reader/editor assignments on it. */
export async function writeSharing(db: Kysely<Database>, row: SearchRow, sharing: SearchSharing): Promise<void> {
  const roles = [...new Set(sharing.roles)];
  if (roles.length) {
    const known = await db.selectFrom('roles').select('id').where('id', 'in', roles).execute();
    if (known.length !== roles.length) throw invalid(SEARCH_MESSAGES.roleNotFound);
  }
  // a search's author may also be given it: it changes nothing, and older clients send it
  const users = await checkSharedUsers(db, sharing.users, null, SHARING_MESSAGES);
  await db.transaction().execute(async (trx) => {
    await setSearchRoles(trx, row.id, roles);
    await replaceSharedUsers(trx, row.id, users, SHARING_MESSAGES);
  });
}
