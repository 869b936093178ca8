import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';

/** How long a started OpenID sign-in may take before its state is refused. */
export const OIDC_STATE_TTL_MS = 10 * 60_000;

export type OidcState = { state: string; code_verifier: string; nonce: string; return_to: string; silent: boolean };

// the database clock decides expiry: processes on several machines may disagree on the time
const isFresh = () => sql<boolean>`oidc_states.created_at > now() - make_interval(secs => ${OIDC_STATE_TTL_MS / 1000})`;

/** Keeps the PKCE verifier, nonce and return path in the database, so any process can finish the flow. */
export async function saveOidcState(db: Kysely<Database>, row: OidcState): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // abandoned sign-ins are swept here rather than by a job: this is the only writer
    await trx.deleteFrom('oidc_states').where((eb) => eb.not(isFresh())).execute();
    await trx.insertInto('oidc_states').values(row).execute();
  });
}

/** Removes and returns a saved state that has not expired; a state can be used once. */
export async function takeOidcState(db: Kysely<Database>, state: string): Promise<OidcState | null> {
  const row = await db
    .deleteFrom('oidc_states')
    .where('state', '=', state)
    .where(isFresh())
    .returning(['state', 'code_verifier', 'nonce', 'return_to', 'silent'])
    .executeTakeFirst();
  return row ?? null;
}
