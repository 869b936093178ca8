import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { Publication, publicationCreateSchema } from '../../../realtime/protocol/documents/structured';
import { forbidden, notFound } from '../../problems';
import { resolveDocumentAccess } from './access/documentAccess';
import { loadDocument } from './documentRepository';
import { renderDocumentHtml } from './documentRenderer';
import { appBaseUrl, referenceNames } from './referenceNames';
import { findPublicationSummary } from './publicationRepository';
import { DOCUMENT_OPS, writeDocumentChanges } from './documentChangeLog';
import { requiredPlainName } from './contentSafety';
import { readSearchResults } from './searchResults';
import { DOCUMENT_MESSAGES } from './documentMessages';

export type PublicationInput = z.infer<typeof publicationCreateSchema>;

/**
 * Publishes the document as it is now: its tree and its rendered HTML are frozen in the
 * publication, so comparing versions and showing a public one never depend on later edits.
 * Publishing may make a version public, so it takes the structure right (author, administrators,
 * document editors), not just the right to fix text.
 */
export async function publishDocument(ctx: AppContext, caller: Caller, input: PublicationInput): Promise<Publication> {
  const rights = await resolveDocumentAccess(ctx, caller, input.documentId);
  if (!rights) throw notFound(DOCUMENT_MESSAGES.notFound(input.documentId));
  if (rights.readOnly || !rights.editStructureAllowed) throw forbidden(DOCUMENT_MESSAGES.publishForbidden);
  const name = requiredPlainName(input.name);
  const id = randomUUID();
  // the searches' tables are frozen as the publisher reads them now; read before the transaction,
  // where a search's failing statement would abort the publishing with it
  const current = await loadDocument(ctx.db, input.documentId);
  const searchResults = current ? await readSearchResults(ctx.db, ctx.log, caller, current.snapshot) : new Map();
  await writeDocumentChanges(ctx, async (trx, logChange) => {
    // read and frozen in one transaction: the version published is exactly the update id recorded
    const stored = await loadDocument(trx, input.documentId);
    if (!stored) throw notFound(DOCUMENT_MESSAGES.notFound(input.documentId));
    const html = renderDocumentHtml(stored.snapshot, { baseUrl: appBaseUrl(ctx), ...(await referenceNames(trx, stored.snapshot)), searchResults });
    await trx
      .insertInto('document_publications')
      .values({
        id,
        document_id: input.documentId,
        code: input.code ?? '',
        name,
        annotation: input.annotation ?? '',
        author: caller.user.id,
        is_public: input.isPublic,
        update_id: stored.updateId,
        snapshot: JSON.stringify(stored.snapshot),
        content_html: html,
      })
      .execute();
    await logChange({
      documentId: input.documentId,
      userId: caller.user.id,
      tabSessionId: null,
      op: DOCUMENT_OPS.publish,
      before: null,
      after: { publicationId: id, updateId: stored.updateId, isPublic: input.isPublic },
    });
  });
  const created = await findPublicationSummary(ctx.db, id);
  if (!created) throw notFound(DOCUMENT_MESSAGES.publicationNotFound(id));
  return created;
}
