import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import { applyDiff } from '../../../model/documents/documentDiff';
import { isEmptyDiff, type AccessRights, type DocumentDiff } from '../../../model/documents/elementModel';
import { structureRightsProblem } from '../../../model/documents/structureRights';
import { invalid, forbidden, notFound } from '../../problems';
import { selectElementRows } from './documentRepository';
import { rowsToSnapshot, type ElementRow } from './elementRows';
import { invalidElementProblem, neutralizeDiff, newStructureProblems, rowWrites, unknownIdsProblem, type RowWrites } from './savePlan';
import { referenceProblem } from './referenceCheck';
import { DOCUMENT_OPS, writeDocumentChanges } from './documentChangeLog';
import { DOCUMENT_MESSAGES } from './documentMessages';

export type SaveInput = {
  documentId: string;
  updateId: string;
  userId: string | null;
  tabSessionId: string | null;
  diff: DocumentDiff;
  /** The caller's rights, checked against what the diff does; absent for the relay's saves, whose writers it checked live. */
  rights?: AccessRights;
};
export type SaveOutcome = { status: 'saved' | 'unchanged'; updateId: string } | { status: 'stale'; updateId: string };

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

const rowValues = (documentId: string, r: ElementRow) => ({
  document_id: documentId,
  inner_id: r.inner_id,
  parent_id: r.parent_id,
  position: r.position,
  kind: r.kind,
  title: r.title,
  content: r.content,
  settings: JSON.stringify(r.settings),
  fields: JSON.stringify(r.fields),
});

async function writeRows(trx: Transaction<Database>, documentId: string, writes: RowWrites): Promise<void> {
  // deletes first: an element whose kind changed is deleted and inserted again under its id
  for (let i = 0; i < writes.deletes.length; i += INSERT_CHUNK) {
    await trx.deleteFrom('document_elements').where('document_id', '=', documentId).where('inner_id', 'in', writes.deletes.slice(i, i + INSERT_CHUNK)).execute();
  }
  for (let i = 0; i < writes.inserts.length; i += INSERT_CHUNK) {
    await trx.insertInto('document_elements').values(writes.inserts.slice(i, i + INSERT_CHUNK).map((r) => rowValues(documentId, r))).execute();
  }
  for (const r of writes.updates) {
    const { document_id: _d, inner_id: _i, ...values } = rowValues(documentId, r);
    await trx.updateTable('document_elements').set(values).where('document_id', '=', documentId).where('inner_id', '=', r.inner_id).execute();
  }
}

/**
 * Saves one diff of a structured document (domain spec §4, `document/save`): in one transaction
 * the document row is locked and its update id compared — a save computed against an older
 * version is refused as stale and writes nothing, which is what keeps two processes reconciling
 * the same document from overwriting each other. The diff is made safe (raw HTML becomes text),
 * applied, and refused whole when the result breaks the container rules, names unknown elements
 * or holds a malformed reference, or (forbidden) adds, removes or moves sections, lists, bibliography or
 * glossary without the caller's structure right. Only the touched rows are written; the update id
 * goes up by one and the save joins the document's change log. Whether the caller may edit at all
 * is the caller's check.
 */
export async function saveDocument(ctx: AppContext, input: SaveInput): Promise<SaveOutcome> {
  return writeDocumentChanges(ctx, async (trx, logChange) => {
    const locked = await trx.selectFrom('documents').select(['update_id', 'kind']).where('id', '=', input.documentId).forUpdate().executeTakeFirst();
    if (!locked || locked.kind !== 'structured') throw notFound(DOCUMENT_MESSAGES.notFound(input.documentId));
    const current = String(locked.update_id);
    if (current !== input.updateId) return { status: 'stale' as const, updateId: current };
    if (isEmptyDiff(input.diff)) return { status: 'unchanged' as const, updateId: current };

    const tree = rowsToSnapshot(await selectElementRows(trx, input.documentId));
    if (!tree) throw notFound(DOCUMENT_MESSAGES.notFound(input.documentId));
    const before = tree.snapshot;
    const diff = neutralizeDiff(input.diff);
    const unknown = unknownIdsProblem(before, diff);
    if (unknown) throw invalid(unknown);
    const after = applyDiff(before, diff);
    const notAllowed = input.rights ? structureRightsProblem(input.rights, before, after) : null;
    if (notAllowed) throw forbidden(notAllowed);
    const touched = new Set([...diff.added.map((e) => e.innerId), ...diff.changed.map((c) => c.innerId)]);
    const problem = invalidElementProblem(after, touched) ?? newStructureProblems(before, after)[0] ?? referenceProblem(after, touched);
    if (problem) throw invalid(problem);

    await writeRows(trx, input.documentId, rowWrites(before, after, touched));
    const next = (BigInt(current) + 1n).toString();
    await trx.updateTable('documents').set({ update_id: next, updated_at: sql<Date>`now()` }).where('id', '=', input.documentId).execute();
    await trx
      .insertInto('document_saves')
      .values({ document_id: input.documentId, update_id: next, user_id: input.userId, tab_session_id: input.tabSessionId, diff: JSON.stringify(diff) })
      .execute();
    // open lists and viewers hear of it through the change log (see documentChangeLog.ts)
    await logChange({
      documentId: input.documentId,
      userId: input.userId,
      tabSessionId: input.tabSessionId,
      op: DOCUMENT_OPS.save,
      before: { updateId: current },
      after: { updateId: next, added: diff.added.length, removed: diff.removed.length, changed: diff.changed.length },
    });
    return { status: 'saved' as const, updateId: next };
  });
}
