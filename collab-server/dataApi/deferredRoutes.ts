import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { deferredParamsSchema, deferredQuerySchema, type DeferredStatus } from '../../realtime/protocol/dataApi/deferred';
import { findDeferredRequest, deleteDeferredRequest, type DeferredRequest } from './deferredRequests';
import { parseInput, conflict, notFound, Problem } from '../problems';
import { requireCaller } from '../auth';
import { ServerFailure } from '../http';

const NOT_FOUND = 'Запрос не найден';
const STILL_RUNNING = 'Запрос ещё выполняется';

/** Parses the id and finds the caller: the Authorization header, or the data session in `?session=`. */
async function callerAndId(ctx: AppContext, request: FastifyRequest): Promise<{ caller: Caller; id: string }> {
  const { requestId } = parseInput(deferredParamsSchema, request.params, 'request id');
  const { session } = parseInput(deferredQuerySchema, request.query ?? {}, 'query');
  return { caller: await requireCaller(ctx, request, session), id: requestId };
}

async function ownRequest(ctx: AppContext, request: FastifyRequest): Promise<DeferredRequest> {
  const { caller, id } = await callerAndId(ctx, request);
  const found = await findDeferredRequest(ctx, caller, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/**
 * The deferred follow-up of POST /api/data: status, result and removal. Only the owner sees a
 * request (404 for anyone else); the state is in the store, so any server process answers.
 */
export async function deferredRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/data/:requestId/status', async (request): Promise<{ requestId: string; status: DeferredStatus }> => {
    const found = await ownRequest(ctx, request);
    return { requestId: found.id, status: found.status };
  });

  api.get('/data/:requestId', async (request) => {
    const found = await ownRequest(ctx, request);
    if (found.status === 'pending') throw conflict(STILL_RUNNING);
    // fails as the call itself would have failed, had it not been deferred
    if (found.status === 'error') throw found.problem ? new Problem(found.problem, found.error) : new ServerFailure(found.error);
    return found.result;
  });

  api.delete('/data/:requestId', async (request): Promise<{ result: 'ok' }> => {
    const { caller, id } = await callerAndId(ctx, request);
    if (!(await deleteDeferredRequest(ctx, caller, id))) throw notFound(NOT_FOUND);
    return { result: 'ok' };
  });
}
