import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryHistoryQuerySchema } from '../../../realtime/protocol/admin/queryHistory';
import { listQueryHistory } from './queryHistoryRepository';
import { flushQueryHistory } from './queryHistoryRecorder';
import { parseInput } from '../../problems';
import { requireAdmin } from '../../auth';

/** GET /api/queryHistory: the recorded calls of the data API, for administrators. */
export async function queryHistoryRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/queryHistory', async (request) => {
    const query = parseInput(queryHistoryQuerySchema, request.query ?? {}, 'query');
    await requireAdmin(ctx, request);
    // this process's calls of the last second are shown too, not only after the next batch
    await flushQueryHistory(ctx);
    return listQueryHistory(ctx, query);
  });
}
