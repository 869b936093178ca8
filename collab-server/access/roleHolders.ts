import type { Kysely } from 'kysely';
import type { Database } from '../store';

/** Global holdings of active roles: user_roles joined to roles, the inactive ones left out. */
const activeHoldings = (db: Kysely<Database>) => db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'user_roles.role_id').where('roles.not_active', '=', false);

/** Ids and codes of the user's active roles. */
export async function activeRolesOf(db: Kysely<Database>, userId: string): Promise<Array<{ id: string; code: string }>> {
  return activeHoldings(db).select(['roles.id', 'roles.code']).where('user_roles.user_id', '=', userId).execute();
}

/** Codes of the user's active roles, sorted. */
export async function userRoleCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await activeHoldings(db).select('roles.code').where('user_roles.user_id', '=', userId).orderBy('roles.code').execute();
  return rows.map((r) => r.code);
}

/** The users who hold the role of this code globally, while it is active. */
export async function roleHolders(db: Kysely<Database>, code: string): Promise<string[]> {
  const rows = await activeHoldings(db).select('user_roles.user_id').where('roles.code', '=', code).execute();
  return rows.map((r) => r.user_id);
}
