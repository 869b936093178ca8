import type { Kysely } from 'kysely';
import { runStatements } from './runStatements';

// An OpenID session keeps the provider's ID token until sign-out: most providers (Okta, Azure AD,
// Keycloak without client_id) only honour post_logout_redirect_uri with it as id_token_hint.
// It is cleared when the session is signed out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table sessions add column id_token text;
  `,
  );
}
