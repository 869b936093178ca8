import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Session, User } from '../store';
import { selectUsers } from './userRow';

export type SessionKind = 'sso' | 'oidc' | 'public';

/** `idToken`: an OpenID session's ID token, kept for the provider's sign-out. */
export async function createSession(db: Kysely<Database>, userId: string, kind: SessionKind, ttlMs: number, idToken?: string): Promise<Session> {
  return db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: userId, data_session: randomUUID(), kind, expires_at: new Date(Date.now() + ttlMs), id_token: idToken ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A live session (not revoked, not expired, its user not disabled) with its user, found by session
 * id or data-session id. Read on every request, so disabling an account takes effect at once, even
 * for a session a racing sign-in opened after the account's sessions were revoked.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  by: { id: string } | { dataSession: string },
): Promise<{ session: Session; user: User } | null> {
  const column = 'id' in by ? 'sessions.id' : 'sessions.data_session';
  const value = 'id' in by ? by.id : by.dataSession;
  // one round trip for both: every API call pays for it
  const row = await selectUsers(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'sessions.id as session_id',
      'sessions.data_session as session_data_session',
      'sessions.kind as session_kind',
      'sessions.created_at as session_created_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.id_token as session_id_token',
    ])
    .where(column, '=', value)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row || row.disabled) return null;
  const { session_id, session_data_session, session_kind, session_created_at, session_expires_at, session_revoked_at, session_id_token, ...user } = row;
  const session: Session = {
    id: session_id,
    user_id: user.id,
    data_session: session_data_session,
    kind: session_kind,
    created_at: session_created_at,
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
    id_token: session_id_token,
  };
  return { session, user };
}

/** Ends the session; its ID token, needed no more, is forgotten with it. */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date(), id_token: null }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a user, except `keepSessionId` when given; returns how many. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, keepSessionId?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), id_token: null })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Distinct enabled users holding a live session: what the licence's user limit counts. Disabling
 * revokes the sessions anyway; leaving disabled users out keeps a stray one from taking a place.
 */
export async function countActiveUsers(db: Kysely<Database>, excludingUserId?: string): Promise<number> {
  let query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => eb.fn.count<number>('sessions.user_id').distinct().as('n'))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.is_public', '=', false)
    .where('users.disabled', '=', false);
  if (excludingUserId) query = query.where('sessions.user_id', '<>', excludingUserId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
