import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { documentCreateSchema, documentListQuerySchema, documentUpdateSchema, type DocumentWithAccess } from '../../../realtime/protocol/documents/structured';
import { canEdit, resolveDocumentAccess } from './access/documentAccess';
import { createDocument, deleteDocument, listDocuments, updateDocumentHeader } from './documentCommands';
import { documentAccessRoutes } from './access/documentAccessRoutes';
import { findHeader } from './documentRepository';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { registerSdocRelayKind } from './sdocRelayKind';
import { forbidden, notFound, parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';
import { documentCallRoutes } from './documentCallRoutes';
import { publicationRoutes } from './publicationRoutes';
import { publicStructuredDocRoutes } from './publicStructuredDocRoutes';

/**
 * Documents: /api/documents (list, create, header, delete), who may edit (access/), the document/* calls of the spec
 * (§7), publications, the public page and the reference picker's search. Registers `sdoc:{id}` with the relay as well, so the
 * live editor's access follows the same rules as these calls.
 */
export async function documentsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  registerSdocRelayKind();

  api.get('/documents', async (request) => {
    await requireSignedIn(ctx, request);
    return listDocuments(ctx, parseInput(documentListQuerySchema, request.query, 'query'));
  });

  api.post('/documents', async (request, reply) => {
    const caller = await requireSignedIn(ctx, request);
    const input = parseInput(documentCreateSchema, request.body, 'document');
    return reply.status(201).send(await createDocument(ctx, caller.user.id, input));
  });

  api.get('/documents/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const caller = await requireSignedIn(ctx, request);
    const rights = await resolveDocumentAccess(ctx, caller, id);
    const header = rights ? await findHeader(ctx.db, id) : null;
    if (!rights || !header) throw notFound(DOCUMENT_MESSAGES.notFound(id));
    return { ...header, accessRightsResolved: rights } satisfies DocumentWithAccess;
  });

  api.patch('/documents/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const patch = parseInput(documentUpdateSchema, request.body, 'document');
    const caller = await requireSignedIn(ctx, request);
    const rights = await resolveDocumentAccess(ctx, caller, id);
    if (!rights) throw notFound(DOCUMENT_MESSAGES.notFound(id));
    if (!canEdit(rights)) throw forbidden(DOCUMENT_MESSAGES.editForbidden);
    // making a document public is the publisher's decision, not a text editor's
    if (patch.isPublic !== undefined && !rights.editStructureAllowed) throw forbidden(DOCUMENT_MESSAGES.publishForbidden);
    return updateDocumentHeader(ctx, caller, id, patch);
  });

  api.delete('/documents/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const caller = await requireSignedIn(ctx, request);
    const header = (await resolveDocumentAccess(ctx, caller, id)) ? await findHeader(ctx.db, id) : null;
    if (!header) throw notFound(DOCUMENT_MESSAGES.notFound(id));
    if (!caller.user.is_admin && header.authorId !== caller.user.id) throw forbidden(DOCUMENT_MESSAGES.deleteForbidden);
    await deleteDocument(ctx, caller, id);
    return { id, deleted: true };
  });

  await documentAccessRoutes(api, ctx);
  await documentCallRoutes(api, ctx);
  await publicationRoutes(api, ctx);
  await publicStructuredDocRoutes(api, ctx);
}
