import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database, User } from '../store';
import { selectUsers } from './userRow';
import { grantStartingRights } from './startingRights';

/** What we take from the provider's ID token and userinfo claims. */
export type OidcIdentity = { sub: string; preferredUsername?: string; email?: string; name?: string };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function identityFromClaims(claims: Record<string, unknown>): OidcIdentity | null {
  const sub = text(claims.sub);
  if (!sub) return null;
  return { sub, preferredUsername: text(claims.preferred_username), email: text(claims.email), name: text(claims.name) };
}

/** The login a new account asks for: preferred_username, else email, else sub; no whitespace. */
export function preferredLogin(identity: OidcIdentity): string {
  const raw = identity.preferredUsername ?? identity.email ?? identity.sub;
  return raw.replace(/\s+/g, '_').slice(0, 90);
}

/** The n-th candidate for a free login: `ivan`, `ivan-2`, `ivan-3`, … */
export function loginCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

async function freeLogin(trx: Transaction<Database>, base: string): Promise<string> {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const candidate = loginCandidate(base, attempt);
    const taken = await trx.selectFrom('users').select('id').where('login', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${base}-${randomUUID().slice(0, 8)}`;
}

/**
 * The account linked to the OpenID subject, created on first sign-in. Name and email follow the
 * provider on every sign-in: the provider is where people keep them up to date.
 */
export async function findOrCreateOidcUser(trx: Transaction<Database>, identity: OidcIdentity): Promise<User> {
  const existing = await trx.selectFrom('users').select('id').where('oidc_sub', '=', identity.sub).executeTakeFirst();
  let id: string;
  if (existing) {
    id = existing.id;
    const changes = { ...(identity.name ? { name: identity.name } : {}), ...(identity.email ? { email: identity.email } : {}) };
    if (Object.keys(changes).length) await trx.updateTable('users').set(changes).where('id', '=', id).execute();
  } else {
    const login = await freeLogin(trx, preferredLogin(identity));
    id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        login,
        name: identity.name ?? login,
        email: identity.email ?? null,
        password_hash: null,
        oidc_sub: identity.sub,
        delete_account_request_date: null,
        license_expiration_date: null,
      })
      .execute();
    await grantStartingRights(trx, id, {});
  }
  return selectUsers(trx).where('users.id', '=', id).executeTakeFirstOrThrow();
}
