import type { Transaction } from 'kysely';
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

/**
 * Records a document change in the platform's change log, inside the writing transaction. The
 * hub's tail reads the log in seq order on every process and pushes ENTITY_CHANGE to the
 * document's room (`entityRoom(documentId)`), so open lists and viewers refresh and a client that
 * reconnects catches up. Pushing with ctx.hub.toRoom instead would hand out a seq of another
 * sequence (document_saves), which the bus takes for a change-log seq and would skip real changes.
 */
export async function logDocumentChange(trx: Transaction<Database>, change: DocumentChange): Promise<void> {
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
