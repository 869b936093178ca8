import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { contextPreviewSchema, contextQuerySchema, fcaSharingInputSchema, saveFcaSchema, type ContextAnswer, type FcaEntry, type FcaList, type FcaSharing } from '../../realtime/protocol/fca';
import { parseInput, invalid, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { contentDisposition } from '../dataApi';
import { contextFromWire } from '../../model/fca/formalContext';
import { writeCxt } from '../../model/fca/cxt';
import { deleteEntry, findEntry, insertEntry, listReadableEntries, readSharing, updateEntry, type FcaRow } from './fcaRepository';
import { accessTo, loadAccessGrants, readScope } from '../access';
import { fcaObject, requireEntry } from './fcaGuard';
import { checkedSave } from './fcaInput';
import { entryContext, presentEntry, presentSummary } from './fcaPresent';
import { buildOntologyContext } from './ontologyContext';
import { shareEntry } from './fcaSharing';
import { fcaUploadRoutes } from './fcaUploadRoutes';
import { fcaRunRoutes } from './fcaRunRoutes';
import { FCA_MESSAGES } from './fcaMessages';

async function reload(ctx: AppContext, id: string): Promise<FcaRow> {
  const row = await findEntry(ctx.db, id);
  if (!row) throw notFound(FCA_MESSAGES.notFound);
  return row;
}

/**
 * Formal concept analysis (issue 18; domain spec §3.9): entries listed, read, changed, shared and
 * deleted by whom the shared-object policy allows; their contexts (stored when uploaded, built afresh from the
 * ontology with the caller's rights), a preview for the builder, the .cxt export; uploads and
 * server runs in their own modules. Thin handlers: checks and SQL live beside.
 */
export async function fcaRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/fca', async (request): Promise<FcaList> => {
    const caller = await requireSignedIn(ctx, request);
    const grants = await loadAccessGrants(ctx.db, caller);
    const rows = await listReadableEntries(ctx.db, readScope(grants, 'fca'));
    // the list holds what the caller reads: roles shared with bear only on that
    return { items: rows.map((row) => presentSummary(row, accessTo(grants, fcaObject(row)).change)) };
  });

  api.post('/fca', async (request, reply: FastifyReply): Promise<FcaEntry> => {
    const input = parseInput(saveFcaSchema, request.body, 'FCA entry');
    const caller = await requireSignedIn(ctx, request);
    const content = await checkedSave(ctx.db, caller, input);
    const id = await insertEntry(ctx.db, caller.user.id, { ...content, context: content.context ?? null });
    reply.code(201);
    return presentEntry(await reload(ctx, id), true);
  });

  api.post('/fca/context-preview', async (request): Promise<ContextAnswer> => {
    const { settings, lang } = parseInput(contextPreviewSchema, request.body, 'context preview');
    const caller = await requireSignedIn(ctx, request);
    return buildOntologyContext(ctx.db, caller, settings, lang);
  });

  api.get('/fca/:id', async (request): Promise<FcaEntry> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    const { row, access } = await requireEntry(ctx.db, caller, id, 'read');
    return presentEntry(row, access.change);
  });

  api.put('/fca/:id', async (request, reply: FastifyReply): Promise<FcaEntry | FastifyReply> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const input = parseInput(saveFcaSchema, request.body, 'FCA entry');
    if (input.revision === undefined) throw invalid(FCA_MESSAGES.revisionRequired);
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireEntry(ctx.db, caller, id, 'change');
    const content = await checkedSave(ctx.db, caller, input, row);
    const written = input.revision === row.revision && (await updateEntry(ctx.db, id, input.revision, content));
    if (!written) {
      const current = presentEntry(await reload(ctx, id), true);
      return reply.code(409).send({ error: FCA_MESSAGES.stale, current });
    }
    return presentEntry(await reload(ctx, id), true);
  });

  api.delete('/fca/:id', async (request): Promise<{ deleted: true }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    await requireEntry(ctx.db, caller, id, 'change');
    await deleteEntry(ctx.db, id);
    return { deleted: true };
  });

  api.get('/fca/:id/context', async (request): Promise<ContextAnswer> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    const { lang } = parseInput(contextQuerySchema, request.query, 'context query');
    const { row } = await requireEntry(ctx.db, caller, id, 'read');
    return entryContext(ctx.db, caller, row, lang);
  });

  api.get('/fca/:id/context.cxt', async (request, reply: FastifyReply): Promise<FastifyReply> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    const { lang } = parseInput(contextQuerySchema, request.query, 'context query');
    const { row } = await requireEntry(ctx.db, caller, id, 'read');
    const answer = await entryContext(ctx.db, caller, row, lang);
    const mime = 'text/plain';
    return reply
      .header('content-type', `${mime}; charset=utf-8`)
      .header('content-disposition', contentDisposition(`${row.name}.cxt`, mime))
      .send(writeCxt(contextFromWire(answer.context)));
  });

  api.get('/fca/:id/sharing', async (request): Promise<FcaSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    await requireEntry(ctx.db, caller, id, 'share');
    return readSharing(ctx.db, id);
  });

  api.put('/fca/:id/sharing', async (request): Promise<FcaSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const input = parseInput(fcaSharingInputSchema, request.body, 'FCA sharing');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireEntry(ctx.db, caller, id, 'share');
    await shareEntry(ctx.db, row, input);
    return readSharing(ctx.db, id);
  });

  await fcaUploadRoutes(api, ctx);
  await fcaRunRoutes(api, ctx);
}
