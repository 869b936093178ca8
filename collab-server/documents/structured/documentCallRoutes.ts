import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import {
  byElementSchema,
  DOCUMENT_LIMITS,
  documentFetchSchema,
  documentRenderSchema,
  documentSaveSchema,
  quickViewSchema,
  type DocumentSaveResult,
} from '../../../realtime/protocol/documents/structured';
import { resolveDocumentAccess } from './access/documentAccess';
import { fetchDocument, renderDocument } from './documentLoader';
import { saveDocument } from './documentSaver';
import { diffRightsProblem } from './savePlan';
import { findElementDocument } from './elementLookup';
import { withTimeout } from './withTimeout';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { forbidden, notFound, parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';

const sessionOf = (body: unknown): string | undefined => {
  const session = (body as { session?: unknown } | null)?.session;
  return typeof session === 'string' ? session : undefined;
};

/** The document/* calls of the spec (§7): fetch, save, render, quickView and the lookup by element. */
export async function documentCallRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/document/fetch', async (request) => {
    const input = parseInput(documentFetchSchema, request.body, 'document/fetch');
    const caller = await requireSignedIn(ctx, request, input.session);
    return fetchDocument(ctx, caller, input);
  });

  api.post('/document/save', async (request, reply) => {
    const caller = await requireSignedIn(ctx, request, sessionOf(request.body));
    const input = parseInput(documentSaveSchema, request.body, 'document/save');
    if (input.user.id !== caller.user.id) throw forbidden(DOCUMENT_MESSAGES.saveUserMismatch);
    const rights = await resolveDocumentAccess(ctx, caller, input.document);
    if (!rights) throw notFound(DOCUMENT_MESSAGES.notFound(input.document));
    const refused = diffRightsProblem(rights);
    if (refused) throw forbidden(refused);
    const outcome = await saveDocument(ctx, {
      documentId: input.document,
      updateId: input.updateId,
      userId: caller.user.id,
      tabSessionId: input.user.tab_session_id || null,
      diff: input.diff,
      rights,
    });
    // stale: the client reloads from the update id it is told
    if (outcome.status === 'stale') return reply.status(409).send({ error: DOCUMENT_MESSAGES.stale, updateId: outcome.updateId });
    return { updateId: outcome.updateId, saved: outcome.status === 'saved' } satisfies DocumentSaveResult;
  });

  api.post('/document/render', async (request) => {
    const input = parseInput(documentRenderSchema, request.body, 'document/render');
    const caller = await requireSignedIn(ctx, request, input.session);
    return renderDocument(ctx, caller, input);
  });

  api.post('/document/quickView', async (request) => {
    const input = parseInput(quickViewSchema, request.body, 'document/quickView');
    const caller = await requireSignedIn(ctx, request, input.session);
    const ms = DOCUMENT_LIMITS.quickViewTimeoutMs;
    return withTimeout(renderDocument(ctx, caller, { documentId: input.documentId }), ms, DOCUMENT_MESSAGES.quickViewTimeout(ms / 1000));
  });

  api.post('/document/fetchDocumentInstanceDataByElementId', async (request) => {
    const input = parseInput(byElementSchema, request.body, 'document/fetchDocumentInstanceDataByElementId');
    const caller = await requireSignedIn(ctx, request, input.session);
    return findElementDocument(ctx, caller, input.elementId);
  });
}
