import type { AppContext } from '../../context';
import type { ClientError, ClientErrorInfo } from '../../../realtime/protocol/shell/errorLog';

/** Keeps an error the browser reported; `userId` is who the request was authenticated as, if anyone. */
export async function recordClientError(ctx: AppContext, entry: { userId: string | null; msg: string; info: ClientErrorInfo | null }): Promise<void> {
  await ctx.db
    .insertInto('client_errors')
    .values({ user_id: entry.userId, msg: entry.msg, info: entry.info === null ? null : JSON.stringify(entry.info) })
    .execute();
}

/** The most recent client errors, newest first. */
export async function listClientErrors(ctx: AppContext, limit: number): Promise<ClientError[]> {
  const rows = await ctx.db
    .selectFrom('client_errors')
    .select(['id', 'user_id', 'msg', 'info', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    userId: r.user_id,
    msg: r.msg,
    info: (r.info ?? null) as ClientErrorInfo | null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
