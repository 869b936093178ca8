import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { idSchema } from '../../../realtime/protocol/ids';
import type { PublicStructuredDoc } from '../../../realtime/protocol/documents/structured';
import { findHeader } from './documentRepository';
import { findPublicPublication } from './publicationRepository';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { notFound, parseInput } from '../../problems';

const publicParamsSchema = z.object({ documentId: idSchema, publicationId: idSchema.optional() }).strict();

/**
 * /public/structuredDoc/{documentId}/{publicationId?}: a public publication without sign-in —
 * the one named, or the latest public one. Anything not public (a draft, a private publication,
 * another document's publication) answers exactly like an unknown document.
 */
export async function publicStructuredDocRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const handler = async (params: unknown): Promise<PublicStructuredDoc> => {
    const { documentId, publicationId } = parseInput(publicParamsSchema, params, 'public document');
    // no caller needed: a publication marked public is published to the world (issue 6: "without
    // sign-in"), and the installation's public-user switch governs the data API, not this page
    const publication = await findPublicPublication(ctx.db, documentId, publicationId);
    const header = publication ? await findHeader(ctx.db, documentId) : null;
    if (!publication || !header) throw notFound(DOCUMENT_MESSAGES.notPublic);
    return { ...publication, documentName: header.name, documentTitle: header.title };
  };
  api.get('/public/structuredDoc/:documentId', async (request) => handler(request.params));
  api.get('/public/structuredDoc/:documentId/:publicationId', async (request) => handler(request.params));
}
