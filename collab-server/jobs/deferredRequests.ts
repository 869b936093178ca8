import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { DEFERRED_TIMEOUT_MS, type DeferredStatus } from '../../realtime/protocol/dataApi/deferred';
import { type DataRequest } from '../../realtime/protocol/dataApi/dataRequest';
import { HttpError } from '../http/httpError';
import { runRecordedAct } from '../admin/queryHistory/recordedDataCall';

/** A deferred request as its owner sees it; `httpStatus` is what fetching an error's result answers. */
export type DeferredRequest =
  | { id: string; status: 'pending' }
  | { id: string; status: 'completed'; result: unknown }
  | { id: string; status: 'error'; error: string; httpStatus: number };

const STALE_MESSAGE = 'Запрос не был выполнен: превышено время ожидания ответа API';
const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера';

/**
 * Records the request (pending) and runs the act in the background in this process; the outcome is
 * written to the row, so any server process can answer the status and result calls.
 */
export async function startDeferredRequest(ctx: AppContext, caller: Caller, request: DataRequest): Promise<string> {
  const id = randomUUID();
  await ctx.db.insertInto('deferred_requests').values({ id, user_id: caller.user.id, act: request.act, status: 'pending', result: null, error: null, finished_at: null }).execute();
  void runDeferred(ctx, caller, { ...request, deferred: false }, id);
  return id;
}

async function runDeferred(ctx: AppContext, caller: Caller, request: DataRequest, id: string): Promise<void> {
  let outcome: { status: DeferredStatus; result: string; error: string | null };
  try {
    const result = await runRecordedAct(ctx, caller, request, { deferred: true });
    outcome = { status: 'completed', result: JSON.stringify(result ?? null), error: null };
  } catch (error) {
    const known = error instanceof HttpError && error.statusCode < 500;
    if (!known) ctx.log.error({ err: error, requestId: id, act: request.act }, 'deferred request failed');
    const httpStatus = known ? error.statusCode : 500;
    // the status code rides in `result`: fetching an error's result answers with it
    outcome = { status: 'error', result: JSON.stringify({ httpStatus }), error: known ? error.message : INTERNAL_MESSAGE };
  }
  try {
    // a request deleted meanwhile stays deleted
    await ctx.db
      .updateTable('deferred_requests')
      .set({ ...outcome, finished_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  } catch (error) {
    // the store may be closing (server shutdown): the request then reads as stale later
    ctx.log.warn({ err: error, requestId: id }, 'could not record the outcome of a deferred request');
  }
}

/** The caller's own request, or null: other users' requests are not revealed. */
export async function findDeferredRequest(ctx: AppContext, caller: Caller, id: string): Promise<DeferredRequest | null> {
  const row = await ctx.db.selectFrom('deferred_requests').selectAll().where('id', '=', id).where('user_id', '=', caller.user.id).executeTakeFirst();
  if (!row) return null;
  if (row.status === 'completed') return { id, status: 'completed', result: row.result };
  if (row.status === 'error') {
    const httpStatus = (row.result as { httpStatus?: number } | null)?.httpStatus ?? 500;
    return { id, status: 'error', error: row.error ?? INTERNAL_MESSAGE, httpStatus };
  }
  // pending longer than the client waits: the process running it is gone
  const age = Date.now() - new Date(row.created_at as unknown as string).getTime();
  if (age > DEFERRED_TIMEOUT_MS) return { id, status: 'error', error: STALE_MESSAGE, httpStatus: 500 };
  return { id, status: 'pending' };
}

export async function deleteDeferredRequest(ctx: AppContext, caller: Caller, id: string): Promise<boolean> {
  const deleted = await ctx.db.deleteFrom('deferred_requests').where('id', '=', id).where('user_id', '=', caller.user.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
