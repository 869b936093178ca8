import type { Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Claims a one-time seeding step inside the caller's transaction: the settings row is inserted
 * there, so a second process starting at the same moment waits on it and then finds it taken. A
 * step seeded once is never redone, so what administrators delete afterwards stays deleted.
 */
export async function claimSeedStep(trx: Transaction<Database>, key: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('settings')
    .values({ key, value: JSON.stringify({ at: new Date().toISOString() }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
