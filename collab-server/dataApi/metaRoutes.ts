import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { metaQuerySchema, type MetaResponse } from '../../realtime/protocol/dataApi/meta';
import { parseInput } from '../problems';
import { requireCaller } from '../auth';
import { describeMeta } from './metaPresenter';

/** GET /api/meta: the meta-model's fixed ids and the built-in properties (signed-in callers and the public user). */
export async function metaRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/meta', async (request): Promise<MetaResponse> => {
    const query = parseInput(metaQuerySchema, request.query, 'query');
    await requireCaller(ctx, request, query.session);
    return describeMeta(ctx.db);
  });
}
