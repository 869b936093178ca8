import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { dataRequestSchema } from '../../realtime/protocol/dataApi/dataRequest';
import { parseInput } from '../problems';
import { requireCaller } from '../auth';
import { runRecordedAct } from './recordedDataCall';
import { startDeferredRequest } from './deferredRequests';

/** POST /api/data: the generic data API (get_data, get_form, set_data, set_data1), optionally deferred; every run is kept in the query history. */
export async function dataRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/data', async (request) => {
    const body = parseInput(dataRequestSchema, request.body, 'data request');
    const caller = await requireCaller(ctx, request, body.session);
    if (body.deferred) return { requestId: await startDeferredRequest(ctx, caller, body) };
    return runRecordedAct(ctx, caller, body);
  });
}
