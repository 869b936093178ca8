import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { simpleDocCreateSchema, simpleDocListQuerySchema, simpleDocUpdateSchema, type SimpleDoc, type SimpleDocList, type TerminPage } from '../../../realtime/protocol/documents/simple';
import { forbidden, notFound, parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';
import {
  connectionsOfDoc,
  createSimpleDoc,
  editorOf,
  deleteSimpleDoc,
  findSimpleDoc,
  listSimpleDocs,
  mayEdit,
  presentSummary,
  publicationsOfDoc,
  updateSimpleDoc,
  type Editor,
  type SimpleDocRow,
} from './simpleDocStore';
import { renderAll } from './publicationView';
import { buildTerminPage } from './terminPage';
import { simplePublicationRoutes } from './simplePublicationRoutes';
import { SIMPLE_DOC_MESSAGES } from './simpleDocMessages';
import { publicSimpleDocRoutes } from './publicSimpleDocRoutes';


async function presentDoc(ctx: AppContext, row: SimpleDocRow, editor: Editor): Promise<SimpleDoc> {
  const [[html], connections, publications] = await Promise.all([renderAll(ctx.db, ctx.config.basePath, [row.content]), connectionsOfDoc(ctx.db, row.id), publicationsOfDoc(ctx.db, row.id)]);
  return { ...presentSummary(row, editor), subjectArea: row.subject_area, content: row.content, html: html ?? '', connections, publications };
}

async function requireDoc(ctx: AppContext, id: string): Promise<SimpleDocRow> {
  const row = await findSimpleDoc(ctx.db, id);
  if (!row) throw notFound(SIMPLE_DOC_MESSAGES.notFound(id));
  return row;
}

/**
 * Simple documents (domain spec §3.9): every signed-in user reads them; their author or an
 * administrator changes and deletes them. Content is Markdown with raw HTML neutralised on write.
 */
export async function simpleDocsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/simpleDocs', async (request): Promise<SimpleDocList> => {
    const query = parseInput(simpleDocListQuerySchema, request.query, 'document list query');
    const editor = editorOf(await requireSignedIn(ctx, request));
    const page = await listSimpleDocs(ctx.db, query);
    return { rows: page.rows.map((r) => presentSummary(r, editor)), total: page.total };
  });

  api.post('/simpleDocs', async (request, reply: FastifyReply): Promise<SimpleDoc> => {
    const input = parseInput(simpleDocCreateSchema, request.body, 'new document');
    const caller = await requireSignedIn(ctx, request);
    const id = await createSimpleDoc(ctx.db, caller.user.id, input);
    reply.code(201);
    return presentDoc(ctx, await requireDoc(ctx, id), editorOf(caller));
  });

  api.get('/simpleDocs/:id', async (request): Promise<SimpleDoc> => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const caller = await requireSignedIn(ctx, request);
    return presentDoc(ctx, await requireDoc(ctx, id), editorOf(caller));
  });

  api.patch('/simpleDocs/:id', async (request): Promise<SimpleDoc> => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const update = parseInput(simpleDocUpdateSchema, request.body, 'document update');
    const editor = editorOf(await requireSignedIn(ctx, request));
    const row = await requireDoc(ctx, id);
    if (!mayEdit(editor, row.author)) throw forbidden(SIMPLE_DOC_MESSAGES.notEditor);
    await updateSimpleDoc(ctx.db, id, update);
    return presentDoc(ctx, await requireDoc(ctx, id), editor);
  });

  api.delete('/simpleDocs/:id', async (request): Promise<{ deleted: true }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const editor = editorOf(await requireSignedIn(ctx, request));
    const row = await requireDoc(ctx, id);
    if (!mayEdit(editor, row.author)) throw forbidden(SIMPLE_DOC_MESSAGES.notEditor);
    await deleteSimpleDoc(ctx.db, id);
    return { deleted: true };
  });

  api.get('/simpleDocs/termin/:id', async (request): Promise<TerminPage> => {
    const { id } = parseInput(idParamsSchema, request.params, 'term id');
    const editor = editorOf(await requireSignedIn(ctx, request));
    const page = await buildTerminPage(ctx.db, id, editor);
    if (!page) throw notFound(SIMPLE_DOC_MESSAGES.termNotFound(id));
    return page;
  });

  await simplePublicationRoutes(api, ctx);
  await publicSimpleDocRoutes(api, ctx);
}
