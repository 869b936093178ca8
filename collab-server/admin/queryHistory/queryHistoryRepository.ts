import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { QueryHistoryResult, queryHistoryQuerySchema } from '../../../realtime/protocol/admin/queryHistory';

export type QueryHistoryQuery = z.infer<typeof queryHistoryQuerySchema>;

/** A page of the recorded data calls, newest first, with the user names and the total that match. */
export async function listQueryHistory(ctx: AppContext, query: QueryHistoryQuery): Promise<QueryHistoryResult> {
  let filtered = ctx.db.selectFrom('query_history');
  if (query.user) filtered = filtered.where('query_history.user_id', '=', query.user);
  if (query.act) filtered = filtered.where('query_history.act', '=', query.act);
  if (query.errorsOnly) filtered = filtered.where('query_history.error', 'is not', null);

  const rows = await filtered
    .leftJoin('users', 'users.id', 'query_history.user_id')
    .select([
      'query_history.id',
      'query_history.user_id',
      'users.name as user_name',
      'query_history.act',
      'query_history.payload',
      'query_history.command',
      'query_history.deferred',
      'query_history.duration_ms',
      'query_history.rows',
      'query_history.error',
      'query_history.at',
    ])
    .orderBy('query_history.at', 'desc')
    // calls of the same millisecond: the one recorded last first
    .orderBy('query_history.seq', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

  return {
    rows: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userName: r.user_name,
      act: r.act,
      payload: r.payload,
      command: r.command,
      deferred: r.deferred,
      durationMs: Number(r.duration_ms),
      rows: r.rows,
      error: r.error,
      at: new Date(r.at).toISOString(),
    })),
    total: Number(total.n),
  };
}
