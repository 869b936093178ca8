import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { idParamsSchema, idSchema } from '../../../realtime/protocol/ids';
import { publicationCreateSchema } from '../../../realtime/protocol/documents/structured';
import { resolveDocumentAccess } from './access/documentAccess';
import { publishDocument } from './publicationCreator';
import { findPublication, listPublications } from './publicationRepository';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { notFound, parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';

const publicationParamsSchema = z.object({ pubId: idSchema }).strict();

/** Publications of structured documents: publish the current version, list them, read one frozen. */
export async function publicationRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/document/publications', async (request, reply) => {
    const input = parseInput(publicationCreateSchema, request.body, 'publication');
    const caller = await requireSignedIn(ctx, request);
    return reply.status(201).send(await publishDocument(ctx, caller, input));
  });

  api.get('/document/:id/publications', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const caller = await requireSignedIn(ctx, request);
    if (!(await resolveDocumentAccess(ctx, caller, id))) throw notFound(DOCUMENT_MESSAGES.notFound(id));
    return listPublications(ctx.db, id);
  });

  api.get('/document/publications/:pubId', async (request) => {
    const { pubId } = parseInput(publicationParamsSchema, request.params, 'publication id');
    const caller = await requireSignedIn(ctx, request);
    const publication = await findPublication(ctx.db, pubId);
    // a publication of a document the caller cannot read answers like an unknown one
    if (!publication || !(await resolveDocumentAccess(ctx, caller, publication.documentId))) throw notFound(DOCUMENT_MESSAGES.publicationNotFound(pubId));
    return publication;
  });
}
