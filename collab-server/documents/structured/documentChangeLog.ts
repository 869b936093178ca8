import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';

/** What happened to a document, as the change log and the hub's ENTITY_CHANGE name it. */
import { DOCUMENT_OPS, type DocumentOp } from '../../../realtime/protocol/documents/documentOps';

export { DOCUMENT_OPS, type DocumentOp };

export type DocumentChange = {
  documentId: string;
  userId: string | null;
  tabSessionId: string | null;
  op: DocumentOp;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Records a change inside the transaction `writeDocumentChanges` runs. */
export type LogDocumentChange = (change: DocumentChange) => Promise<void>;

/**
 * Runs `work` in one transaction, with the means to record document changes in the platform's
 * change log. The hub's tail reads the log in seq order on every process and pushes ENTITY_CHANGE
 * to the document's room (`entityRoom(documentId)`), so open lists and viewers refresh, the relay
 * reconnects editors whose rights changed, and a client that reconnects catches up. Pushing with
 * ctx.hub.toRoom instead would hand out a seq of another sequence (document_saves), which the bus
 * takes for a change-log seq and would skip real changes.
 *
 * Once a transaction that logged has committed, the hub is told (`changesWritten`): every process
 * reads the log now, not at its next poll — a revoked editor must not keep writing for a poll's
 * length. Never inside the transaction: another process woken before the commit would read nothing.
 * A transaction that logged nothing (a stale or empty save) wakes nobody.
 */
export async function writeDocumentChanges<T>(ctx: AppContext, work: (trx: Transaction<Database>, log: LogDocumentChange) => Promise<T>): Promise<T> {
  let logged = false;
  const result = await ctx.db.transaction().execute((trx) =>
    work(trx, async (change) => {
      await appendDocumentChange(trx, change);
      logged = true;
    }),
  );
  if (logged) ctx.hub.changesWritten();
  return result;
}

async function appendDocumentChange(trx: Transaction<Database>, change: DocumentChange): Promise<void> {
  await trx
    .insertInto('change_log')
    .values({
      user_id: change.userId,
      page_url: null,
      tab_session_id: change.tabSessionId,
      entity: change.documentId,
      prop: null,
      op: change.op,
      before: change.before === null ? null : JSON.stringify(change.before),
      after: change.after === null ? null : JSON.stringify(change.after),
    })
    .execute();
}
