import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';

/** The user's own settings: key → JSON value. */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('user_preferences').select(['key', 'value']).where('user_id', '=', userId).orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Stores the value as JSON text, so a JSON null is kept as a value rather than a missing one. */
export async function writePreference(db: Kysely<Database>, userId: string, key: string, value: unknown): Promise<Record<string, unknown>> {
  const json = JSON.stringify(value);
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, key, value: json })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
  return readPreferences(db, userId);
}

/** Forgetting a preference that is not there is not an error: the client only wants it gone. */
export async function deletePreference(db: Kysely<Database>, userId: string, key: string): Promise<Record<string, unknown>> {
  await db.deleteFrom('user_preferences').where('user_id', '=', userId).where('key', '=', key).execute();
  return readPreferences(db, userId);
}
