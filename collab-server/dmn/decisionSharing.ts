import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Decision, DecisionSharing, DecisionSharingInput } from '../../realtime/protocol/dmn';
import { EDITOR_ROLE } from '../../model/editRights';
import { checkSharedUsers, READER_ROLE, replaceSharedUsers, sharedUsersOf, type SharingMessages } from '../access';
import type { DecisionRow } from './decisionRepository';
import { DECISION_MESSAGES } from './decisionMessages';

const SHARING_MESSAGES: SharingMessages = {
  noSharingRoles: DECISION_MESSAGES.roleNotFound,
  userNotFound: () => DECISION_MESSAGES.userNotFound,
  publicUser: DECISION_MESSAGES.publicUser,
  authorAssigned: DECISION_MESSAGES.authorAssigned,
};

/** The users the decision is given to, by name (a user given it with the editor role changes it too). */
export async function readDecisionSharing(db: Kysely<Database>, id: string): Promise<DecisionSharing> {
  const users = await sharedUsersOf(db, id);
  return { assignments: users.map(({ userId, name, login, edit }) => ({ userId, name, login, edit })) };
}

/** The Decision's `assignments` and `role` fields: who it is given to, and the role codes they hold on it. */
export async function decisionSharingFields(db: Kysely<Database>, id: string): Promise<Pick<Decision, 'assignments' | 'role'>> {
  const users = await sharedUsersOf(db, id);
  const role = [...new Set(users.map((u) => (u.edit ? EDITOR_ROLE : READER_ROLE)))].sort();
  return { assignments: users.map(({ userId, name, edit }) => ({ userId, name, edit })), role };
}

/** Replaces who the decision is given to; the users are checked before anything is written. */
export async function shareDecision(db: Kysely<Database>, row: DecisionRow, input: DecisionSharingInput): Promise<void> {
  const users = await checkSharedUsers(db, input.assignments, row.author, SHARING_MESSAGES);
  await db.transaction().execute((trx) => replaceSharedUsers(trx, row.id, users, SHARING_MESSAGES));
}
