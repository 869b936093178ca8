import { sql, type Kysely } from 'kysely';
import type { Database, UsersTable } from '../store';

const PLAIN_USER_COLUMNS = [
  'users.id',
  'users.login',
  'users.name',
  'users.email',
  'users.password_hash',
  'users.oidc_sub',
  'users.is_admin',
  'users.is_beta_tester',
  'users.is_public',
  'users.disabled',
  'users.app',
  'users.disabled_routes',
  'users.enabled_routes',
  'users.hidden_components',
  'users.delete_account_request_date',
  'users.created_at',
] as const satisfies readonly `users.${keyof UsersTable}`[];

/**
 * Selects a user row. The licence date is read as text: pg and PGlite turn a `date` into a Date
 * at local and at UTC midnight respectively, which shifts the day in some time zones.
 */
export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select([...PLAIN_USER_COLUMNS, sql<string | null>`users.license_expiration_date::text`.as('license_expiration_date')]);
}
