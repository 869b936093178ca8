import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import type { PublicDoc, PublicationView } from '../../../realtime/protocol/documents/simple';
import { notFound, parseInput } from '../../problems';
import { findSimpleDoc } from './simpleDocStore';
import { findPublication } from './publicationStore';
import { frozenPublicView, renderAll } from './publicationView';

// the same answer for an unknown id and for anything not public: visitors learn nothing of it
export const PUBLIC_NOT_FOUND = 'Документ не найден или не опубликован';

/**
 * The public pages' data (/public/doc/{id}, /public/doctree/{id}): no sign-in needed — these are
 * what an author chose to show to everybody. A document must be marked public; a publication must
 * be public and published, and it shows what its last publish froze, only its public documents.
 */
export async function publicSimpleDocRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/public/doc/:id', async (request): Promise<PublicDoc> => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const row = await findSimpleDoc(ctx.db, id);
    if (!row || !row.is_public) throw notFound(PUBLIC_NOT_FOUND);
    const [html] = await renderAll(ctx.db, ctx.config.basePath, [row.content]);
    return { id: row.id, code: row.code, name: row.name, annotation: row.annotation, html: html ?? '', updatedAt: row.updated_at.toISOString() };
  });

  api.get('/public/doctree/:id', async (request): Promise<PublicationView> => {
    const { id } = parseInput(idParamsSchema, request.params, 'publication id');
    const row = await findPublication(ctx.db, id);
    const view = row ? frozenPublicView(row) : null;
    if (!view) throw notFound(PUBLIC_NOT_FOUND);
    return view;
  });
}
