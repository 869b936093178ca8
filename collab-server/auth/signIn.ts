import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, Session, User } from '../store';
import { Problem, unauthenticated } from '../problems';
import { AUTH_MESSAGES } from './authMessages';
import { countActiveUsers, createSession, findLiveSession, type SessionKind } from './sessionStore';
import { redeemSsoToken } from './ssoTokens';
import { hashPassword, verifyPassword } from './passwords';
import { selectUsers } from './userRow';

// Any fixed number: the transaction-scoped lock that serialises the licence count with the insert.
const SIGN_IN_LOCK = 7_020_260_001;

/** The licence's user limit is reached: forbidden, with the spec's message. */
export class LicenseLimitError extends Problem {
  constructor() {
    super('forbidden', AUTH_MESSAGES.licensedUsersExceeded);
  }
}

/** The account is disabled: forbidden, told only to whoever proved they hold it. */
export class AccountDisabledError extends Problem {
  constructor() {
    super('forbidden', AUTH_MESSAGES.accountDisabled);
  }
}

/**
 * Opens a session for the user if the account is enabled and the licence has room: users already holding a live session
 * do not count against themselves. Must run inside a transaction so that two sign-ins racing for
 * the last licensed place cannot both get it.
 */
export async function openSession(trx: Transaction<Database>, ctx: AppContext, user: User, kind: SessionKind, idToken?: string): Promise<Session> {
  if (user.disabled) throw new AccountDisabledError();
  await sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK})`.execute(trx);
  const active = await countActiveUsers(trx, user.id);
  if (active >= ctx.license.maxUsers) throw new LicenseLimitError();
  return createSession(trx, user.id, kind, ctx.config.sessionTtlMs, idToken);
}

export async function jwtTokenFor(ctx: AppContext, session: Session): Promise<string> {
  return ctx.tokens.sign(session.id, new Date(session.expires_at));
}

// Verifying against a throw-away hash when the login is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

async function findPasswordUser(db: Kysely<Database>, login: string): Promise<User | undefined> {
  return selectUsers(db).where('users.login', '=', login).where('users.is_public', '=', false).executeTakeFirst();
}

/** Built-in sign-in: checks the password and opens a session of kind 'sso'. */
export async function signInWithPassword(ctx: AppContext, login: string, password: string): Promise<string> {
  const user = await findPasswordUser(ctx.db, login);
  decoyHash ??= hashPassword('decoy password');
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
  if (!user || !user.password_hash || !valid) throw unauthenticated(AUTH_MESSAGES.wrongCredentials);
  const session = await ctx.db.transaction().execute((trx) => openSession(trx, ctx, user, 'sso'));
  return jwtTokenFor(ctx, session);
}

/** Exchanges a one-time SSO token (from the OpenID callback) for its session's jwtToken. */
export async function exchangeSsoToken(ctx: AppContext, ssoToken: string): Promise<string> {
  const sessionId = await redeemSsoToken(ctx.db, ssoToken);
  const found = sessionId ? await findLiveSession(ctx.db, { id: sessionId }) : null;
  if (!found) throw unauthenticated(AUTH_MESSAGES.ssoTokenFailed);
  return jwtTokenFor(ctx, found.session);
}
