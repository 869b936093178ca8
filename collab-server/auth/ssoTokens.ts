import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store';

const SSO_TOKEN_TTL_MS = 2 * 60_000;

// Only a hash is stored: a leaked table row must not be a usable sign-in.
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A one-time token that the browser exchanges for the session's jwtToken
 * (GET /api/auth/check-auth?ssoToken=); it is single use and lives two minutes.
 */
export async function createSsoToken(db: Kysely<Database>, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sso_tokens')
    .values({ token: hashOf(token), session_id: sessionId, expires_at: new Date(Date.now() + SSO_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** Marks the token used and returns its session id, or null when unknown, used or expired. */
export async function redeemSsoToken(db: Kysely<Database>, token: string): Promise<string | null> {
  const now = new Date();
  // one conditional update: two processes redeeming the same token cannot both succeed
  const row = await db
    .updateTable('sso_tokens')
    .set({ used_at: now })
    .where('token', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('session_id')
    .executeTakeFirst();
  return row?.session_id ?? null;
}
