import type { Kysely } from 'kysely';
import type { Database } from './schema';

export async function readSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as T) : undefined;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/** Writes the value only if the key is absent and returns what is stored: every process agrees on one. */
export async function ensureSetting<T>(db: Kysely<Database>, key: string, make: () => T): Promise<T> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(make()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSetting<T>(db, key)) as T;
}
