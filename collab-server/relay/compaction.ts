import type { Kysely } from 'kysely';
import type { Database } from '../store';

/** A document's stored rows are merged once there are more than the threshold. */
export const shouldCompact = (storedRows: number, threshold: number): boolean => storedRows > threshold;

/**
 * Replaces stored rows of a document by its whole state, in one transaction, and returns the id
 * of the new row. Only rows whose content the state is known to hold are replaced (the rows it
 * was loaded from and the ones this process wrote since): rows another process appended stay,
 * and Yjs updates apply in any order and any number of times. The state comes from the live
 * Y.Doc (Y.encodeStateAsUpdate), which is many times cheaper than merging the rows' updates.
 */
export async function compactDocument(db: Kysely<Database>, docName: string, replacedIds: readonly string[], state: Uint8Array): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (replacedIds.length > 0) await trx.deleteFrom('yjs_updates').where('doc_name', '=', docName).where('id', 'in', [...replacedIds]).execute();
    const row = await trx.insertInto('yjs_updates').values({ doc_name: docName, update: state }).returning('id').executeTakeFirstOrThrow();
    return String(row.id);
  });
}
