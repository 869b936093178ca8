import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { byElementResultSchema } from '../../../realtime/protocol/documents/structured';
import { notFound } from '../../problems';
import { resolveDocumentAccess } from './access/documentAccess';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { jsonRecord, rowToElement } from './elementRows';

type ByElement = z.infer<typeof byElementResultSchema>;

/**
 * document/fetchDocumentInstanceDataByElementId: the document an element belongs to (the spec's
 * reverse BelongsToDocument), with the element and its parent. An element id is meant to be
 * unique; should two documents hold it, the first one the caller may read answers.
 */
export async function findElementDocument(ctx: AppContext, caller: Caller, elementId: string): Promise<ByElement> {
  const rows = await ctx.db
    .selectFrom('document_elements as e')
    .innerJoin('documents as d', 'd.id', 'e.document_id')
    .select(['e.document_id', 'd.name', 'e.inner_id', 'e.parent_id', 'e.kind', 'e.title', 'e.content', 'e.settings', 'e.fields'])
    .where('e.inner_id', '=', elementId)
    .orderBy('d.created_at')
    .limit(20)
    .execute();
  for (const row of rows) {
    if (!(await resolveDocumentAccess(ctx, caller, row.document_id))) continue;
    const element = rowToElement({ ...row, settings: jsonRecord(row.settings), fields: jsonRecord(row.fields) });
    return { documentId: row.document_id, documentName: row.name, element, parentId: row.parent_id };
  }
  throw notFound(DOCUMENT_MESSAGES.elementNotFound(elementId));
}
