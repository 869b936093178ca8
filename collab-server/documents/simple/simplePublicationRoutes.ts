import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import {
  linkAddSchema,
  linkParamsSchema,
  publicationCreateSchema,
  publicationListQuerySchema,
  publicationUpdateSchema,
  treeArrangeSchema,
  type PublicationSummary,
  type PublicationView,
} from '../../../realtime/protocol/documents/simple';
import { invalid, forbidden, notFound, parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';
import { editorOf, findSimpleDoc, mayEdit, type Editor } from './simpleDocStore';
import {
  addLink,
  arrangeLinks,
  createPublication,
  deletePublication,
  findLink,
  findPublication,
  freezePublication,
  linksOf,
  listPublications,
  removeLink,
  updatePublication,
  type PublicationRow,
} from './publicationStore';
import { frozenContent, liveNodes, livePublicationView, presentPublication, publicationHtml } from './publicationView';
import { arrangementProblem } from './publicationTree';
import { SIMPLE_DOC_MESSAGES } from './simpleDocMessages';

export const PUBLICATION_MESSAGES = {
  notFound: (id: string): string => `Публикация ${id} не найдена`,
  linkNotFound: (id: string): string => `Узел ${id} не найден в публикации`,
  notEditor: 'Изменять публикацию могут только её автор и администраторы',
} as const;

/**
 * Publications of simple documents: a named tree of documents (publication-document links).
 * Signed-in users read them; the author or an administrator edits the tree and publishes, which
 * freezes the tree's content (content_json, content_html) — what visitors of a public publication see.
 */
export async function simplePublicationRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = ctx.config.basePath;

  async function load(request: FastifyRequest, mustEdit: boolean): Promise<{ row: PublicationRow; editor: Editor; userId: string }> {
    const { id } = parseInput(idParamsSchema.pick({ id: true }), { id: (request.params as { id?: unknown }).id }, 'publication id');
    const caller = await requireSignedIn(ctx, request);
    const editor = editorOf(caller);
    const row = await findPublication(ctx.db, id);
    if (!row) throw notFound(PUBLICATION_MESSAGES.notFound(id));
    if (mustEdit && !mayEdit(editor, row.author)) throw forbidden(PUBLICATION_MESSAGES.notEditor);
    return { row, editor, userId: caller.user.id };
  }

  async function view(id: string, editor: Editor): Promise<PublicationView> {
    const row = await findPublication(ctx.db, id);
    if (!row) throw notFound(PUBLICATION_MESSAGES.notFound(id));
    return livePublicationView(ctx.db, base, row, editor);
  }

  api.get('/simpleDocs/publications', async (request): Promise<{ rows: PublicationSummary[] }> => {
    const { search } = parseInput(publicationListQuerySchema, request.query, 'publication list query');
    const editor = editorOf(await requireSignedIn(ctx, request));
    return { rows: (await listPublications(ctx.db, search)).map((r) => presentPublication(r, editor)) };
  });

  api.post('/simpleDocs/publications', async (request, reply: FastifyReply): Promise<PublicationView> => {
    const input = parseInput(publicationCreateSchema, request.body, 'new publication');
    const caller = await requireSignedIn(ctx, request);
    const id = await createPublication(ctx.db, caller.user.id, input);
    reply.code(201);
    return view(id, editorOf(caller));
  });

  api.get('/simpleDocs/publications/:id', async (request): Promise<PublicationView> => {
    const { row, editor } = await load(request, false);
    return livePublicationView(ctx.db, base, row, editor);
  });

  api.patch('/simpleDocs/publications/:id', async (request): Promise<PublicationView> => {
    parseInput(idParamsSchema, request.params, 'publication id');
    const update = parseInput(publicationUpdateSchema, request.body, 'publication update');
    const { row, editor } = await load(request, true);
    await updatePublication(ctx.db, row.id, update);
    return view(row.id, editor);
  });

  api.delete('/simpleDocs/publications/:id', async (request): Promise<{ deleted: true }> => {
    parseInput(idParamsSchema, request.params, 'publication id');
    const { row } = await load(request, true);
    await deletePublication(ctx.db, row.id);
    return { deleted: true };
  });

  api.post('/simpleDocs/publications/:id/documents', async (request): Promise<PublicationView> => {
    parseInput(idParamsSchema, request.params, 'publication id');
    const input = parseInput(linkAddSchema, request.body, 'document to add');
    const { row, editor, userId } = await load(request, true);
    if (!(await findSimpleDoc(ctx.db, input.documentId))) throw invalid(SIMPLE_DOC_MESSAGES.notFound(input.documentId));
    const parentId = input.parentId ?? null;
    if (parentId && !(await findLink(ctx.db, row.id, parentId))) throw invalid(PUBLICATION_MESSAGES.linkNotFound(parentId));
    await addLink(ctx.db, row.id, { documentId: input.documentId, parentId, name: input.name?.trim() ?? '', icon: input.icon ?? '', authorId: userId });
    return view(row.id, editor);
  });

  api.delete('/simpleDocs/publications/:id/documents/:linkId', async (request): Promise<PublicationView> => {
    const { linkId } = parseInput(linkParamsSchema, request.params, 'publication node');
    const { row, editor } = await load(request, true);
    const link = await findLink(ctx.db, row.id, linkId);
    if (!link) throw notFound(PUBLICATION_MESSAGES.linkNotFound(linkId));
    await removeLink(ctx.db, row.id, link);
    return view(row.id, editor);
  });

  api.put('/simpleDocs/publications/:id/tree', async (request): Promise<PublicationView> => {
    parseInput(idParamsSchema, request.params, 'publication id');
    const { nodes } = parseInput(treeArrangeSchema, request.body, 'tree arrangement');
    const { row, editor } = await load(request, true);
    const problem = arrangementProblem((await linksOf(ctx.db, row.id)).map((l) => l.id), nodes);
    if (problem) throw invalid(problem);
    await arrangeLinks(ctx.db, row.id, nodes);
    return view(row.id, editor);
  });

  api.post('/simpleDocs/publications/:id/publish', async (request): Promise<PublicationView> => {
    parseInput(idParamsSchema, request.params, 'publication id');
    const { row, editor } = await load(request, true);
    const nodes = await liveNodes(ctx.db, base, row.id);
    await freezePublication(ctx.db, row.id, frozenContent(nodes), publicationHtml(nodes));
    return view(row.id, editor);
  });
}
