import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { NotificationsResult, NotifyRequest } from '../../realtime/protocol/dashboard';
import { invalid } from '../problems';

/** Stores one notification per addressee; an unknown addressee refuses the whole message. */
export async function sendNotifications(ctx: AppContext, fromUserId: string, request: NotifyRequest): Promise<number> {
  const addressees = [...new Set(request.users)];
  const stored = await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('users').select('id').where('id', 'in', addressees).execute();
    const known = new Set(found.map((u) => u.id));
    const unknown = addressees.filter((id) => !known.has(id));
    if (unknown.length) throw invalid(`Неизвестные пользователи: ${unknown.join(', ')}`);
    const rows = await trx
      .insertInto('notifications')
      .values(addressees.map((userId) => ({ id: randomUUID(), user_id: userId, from_user: fromUserId, subject: request.subject, message: request.message, read_at: null })))
      .returning(['id', 'user_id', 'created_at'])
      .execute();
    const sender = await trx.selectFrom('users').select('name').where('id', '=', fromUserId).executeTakeFirst();
    return { rows, senderName: sender?.name ?? null };
  });
  // pushed once committed: an addressee's open tabs show it without polling
  for (const row of stored.rows) {
    ctx.hub.toUsers([row.user_id], 'NOTIFICATION', {
      id: row.id,
      fromUserId,
      fromUserName: stored.senderName,
      subject: request.subject,
      message: request.message,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return stored.rows.length;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The user's notifications, newest first, with how many are unread in all. */
export async function listNotifications(ctx: AppContext, userId: string, options: { limit: number; unreadOnly: boolean }): Promise<NotificationsResult> {
  let query = ctx.db
    .selectFrom('notifications')
    .leftJoin('users as sender', 'sender.id', 'notifications.from_user')
    .select([
      'notifications.id',
      'notifications.from_user',
      'sender.name as from_name',
      'notifications.subject',
      'notifications.message',
      'notifications.created_at',
      'notifications.read_at',
    ])
    .where('notifications.user_id', '=', userId);
  if (options.unreadOnly) query = query.where('notifications.read_at', 'is', null);
  const rows = await query.orderBy('notifications.created_at', 'desc').orderBy('notifications.id').limit(options.limit).execute();
  const unread = await ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      fromUserId: r.from_user,
      fromUserName: r.from_name,
      subject: r.subject,
      message: r.message,
      createdAt: new Date(r.created_at).toISOString(),
      readAt: iso(r.read_at),
    })),
    unread: Number(unread.n),
  };
}

/** Marks the user's own notifications read; ids of other users' notifications change nothing. */
export async function markNotificationsRead(ctx: AppContext, userId: string, ids: string[]): Promise<number> {
  const result = await ctx.db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
