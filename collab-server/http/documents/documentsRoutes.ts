import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { documentCreateSchema, documentListQuerySchema, documentUpdateSchema, type DocumentWithAccess } from '../../../realtime/protocol/documents';
import { canEdit, resolveDocumentAccess } from '../../documents/documentAccess';
import { createDocument, deleteDocument, listDocuments, updateDocumentHeader } from '../../documents/documentCommands';
import { grantAccess, listGrants, revokeAccess } from '../../documents/documentGrants';
import { documentGrantCreateSchema, documentGrantParamsSchema } from '../../../realtime/protocol/documentGrants';
import { findHeader } from '../../documents/documentRepository';
import { DOCUMENT_MESSAGES } from '../../documents/documentMessages';
import { registerSdocRelayKind } from '../../documents/sdocRelayKind';
import { forbidden, notFound } from '../httpError';
import { parseInput } from '../parseInput';
import { requireSignedIn } from '../requestCaller';
import { documentCallRoutes } from './documentCallRoutes';
import { publicationRoutes } from './publicationRoutes';
import { publicStructuredDocRoutes } from './publicStructuredDocRoutes';

/**
 * Documents: /api/documents (list, create, header, delete, who may edit), the document/* calls of the spec
 * (§7), publications and the public page. Registers `sdoc:{id}` with the relay as well, so the
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

  // who edits it besides its author: its author and the administrators decide
  api.get('/documents/:id/access', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    return listGrants(ctx, await requireSignedIn(ctx, request), id);
  });

  api.post('/documents/:id/access', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const input = parseInput(documentGrantCreateSchema, request.body, 'access');
    return grantAccess(ctx, await requireSignedIn(ctx, request), id, input);
  });

  api.delete('/documents/:id/access/:assignmentId', async (request) => {
    const { id, assignmentId } = parseInput(documentGrantParamsSchema, request.params, 'access');
    return revokeAccess(ctx, await requireSignedIn(ctx, request), id, assignmentId);
  });

  await documentCallRoutes(api, ctx);
  await publicationRoutes(api, ctx);
  await publicStructuredDocRoutes(api, ctx);
}
