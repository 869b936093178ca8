import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { historyParamsSchema, historyQuerySchema, revertBodySchema } from '../../../realtime/protocol/ontology/history';
import { assertEntityReadable } from './entityReadAccess';
import { readHistoryPage } from './historyReader';
import { revertChange } from './revertChange';
import { parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';

/** An entity's change history and the revert of one change (issue 5 item 5). */
export async function historyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/history/:entity', async (request) => {
    const { entity } = parseInput(historyParamsSchema, request.params, 'history entity');
    const query = parseInput(historyQuerySchema, request.query, 'history query');
    const caller = await requireSignedIn(ctx, request);
    await assertEntityReadable(ctx.db, caller, entity);
    return readHistoryPage(ctx.db, entity, query);
  });

  api.post('/history/revert', async (request) => {
    const body = parseInput(revertBodySchema, request.body, 'revert');
    const caller = await requireSignedIn(ctx, request);
    const referer = request.headers.referer;
    return revertChange(ctx, caller, body, typeof referer === 'string' ? referer.slice(0, 2000) : null);
  });
}
