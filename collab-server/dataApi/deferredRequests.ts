import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { DEFERRED_TIMEOUT_MS, type DeferredStatus } from '../../realtime/protocol/dataApi/deferred';
import { type DataRequest } from '../../realtime/protocol/dataApi/dataRequest';
import { isCallerProblem, PROBLEM_KINDS, type ProblemKind } from '../problems';
import { runRecordedAct } from './recordedDataCall';

/**
 * A deferred request as its owner sees it. A failed one keeps the kind of problem the act met, so
 * fetching its result fails as the call itself would have; `problem` is null when the server
 * itself failed (or lost the request), and `error` then says only that.
 */
export type DeferredRequest =
  | { id: string; status: 'pending' }
  | { id: string; status: 'completed'; result: unknown }
  | { id: string; status: 'error'; error: string; problem: ProblemKind | null };

const STALE_MESSAGE = 'Запрос не был выполнен: превышено время ожидания ответа API';
const INTERNAL_MESSAGE = 'Внутренняя ошибка сервера';

/**
 * Records the request (pending) and runs the act in the background in this process; the outcome is
 * written to the row, so any server process can answer the status and result calls.
 */
export async function startDeferredRequest(ctx: AppContext, caller: Caller, request: DataRequest): Promise<string> {
  const id = randomUUID();
  await ctx.db.insertInto('deferred_requests').values({ id, user_id: caller.user.id, act: request.act, status: 'pending', result: null, error: null, problem: null, finished_at: null }).execute();
  void runDeferred(ctx, caller, { ...request, deferred: false }, id);
  return id;
}

async function runDeferred(ctx: AppContext, caller: Caller, request: DataRequest, id: string): Promise<void> {
  let outcome: { status: DeferredStatus; result: string | null; error: string | null; problem: ProblemKind | null };
  try {
    const result = await runRecordedAct(ctx, caller, request, { deferred: true });
    outcome = { status: 'completed', result: JSON.stringify(result ?? null), error: null, problem: null };
  } catch (error) {
    // a stopped or slow service is the server's failure, told as such, not as the caller's problem
    if (isCallerProblem(error)) outcome = { status: 'error', result: null, error: error.message, problem: error.kind };
    else {
      ctx.log.error({ err: error, requestId: id, act: request.act }, 'deferred request failed');
      outcome = { status: 'error', result: null, error: INTERNAL_MESSAGE, problem: null };
    }
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

const problemKind = (stored: string | null): ProblemKind | null => PROBLEM_KINDS.find((kind) => kind === stored) ?? null;

/** The caller's own request, or null: other users' requests are not revealed. */
export async function findDeferredRequest(ctx: AppContext, caller: Caller, id: string): Promise<DeferredRequest | null> {
  const row = await ctx.db.selectFrom('deferred_requests').selectAll().where('id', '=', id).where('user_id', '=', caller.user.id).executeTakeFirst();
  if (!row) return null;
  if (row.status === 'completed') return { id, status: 'completed', result: row.result };
  if (row.status === 'error') return { id, status: 'error', error: row.error ?? INTERNAL_MESSAGE, problem: problemKind(row.problem) };
  // pending longer than the client waits: the process running it is gone
  const age = Date.now() - new Date(row.created_at as unknown as string).getTime();
  if (age > DEFERRED_TIMEOUT_MS) return { id, status: 'error', error: STALE_MESSAGE, problem: null };
  return { id, status: 'pending' };
}

export async function deleteDeferredRequest(ctx: AppContext, caller: Caller, id: string): Promise<boolean> {
  const deleted = await ctx.db.deleteFrom('deferred_requests').where('id', '=', id).where('user_id', '=', caller.user.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
