import type { Session, User } from '../store';
import type { AppContext } from '../context';
import { findLiveSession } from './sessionStore';
import { selectUsers } from './userRow';
import { UUID_RE } from '../../realtime/protocol/metaModel';

/** Who is calling: a signed-in user with a session, or the configured public user. */
export type Caller = { user: User; session: Session | null; isPublic: boolean };

/** Who asks, as the access rules of tags and quick launch see it: the roles held are read in their queries. */
export type CallerAccess = { userId: string; isAdmin: boolean };

export const callerAccess = (caller: Caller): CallerAccess => ({ userId: caller.user.id, isAdmin: caller.user.is_admin });

/** `Bearer <token>` (OpenID sign-in) and a raw token (built-in sign-in) are both accepted. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().replace(/^Bearer(\s+|$)/i, '');
  return value.trim() || null;
}

export async function callerFromToken(ctx: AppContext, token: string): Promise<Caller | null> {
  const sessionId = await ctx.tokens.verify(token);
  if (!sessionId) return null;
  const found = await findLiveSession(ctx.db, { id: sessionId });
  return found ? { ...found, isPublic: false } : null;
}

export async function callerFromDataSession(ctx: AppContext, dataSession: string): Promise<Caller | null> {
  if (!UUID_RE.test(dataSession)) return null;
  const found = await findLiveSession(ctx.db, { dataSession });
  return found ? { ...found, isPublic: found.user.is_public } : null;
}

export async function publicCaller(ctx: AppContext): Promise<Caller | null> {
  if (!ctx.config.publicUser.enabled) return null;
  const user = await selectUsers(ctx.db).where('users.is_public', '=', true).executeTakeFirst();
  return user ? { user, session: null, isPublic: true } : null;
}

/**
 * Resolves the caller of a request: the token in the Authorization header, else the data session
 * named in the body, else the public user when one is configured.
 */
export async function resolveCaller(
  ctx: AppContext,
  authorization: string | undefined,
  dataSession?: string,
): Promise<Caller | null> {
  const token = tokenFromHeader(authorization);
  if (token) {
    const caller = await callerFromToken(ctx, token);
    if (caller) return caller;
  }
  if (dataSession) {
    const caller = await callerFromDataSession(ctx, dataSession);
    if (caller) return caller;
  }
  return token || dataSession ? null : publicCaller(ctx);
}
