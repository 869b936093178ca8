import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { markNotificationsReadSchema, notificationsQuerySchema, notifyRequestSchema } from '../../realtime/protocol/dashboard';
import { listNotifications, markNotificationsRead, sendNotifications } from './notifications';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';

/** A signed-in user's notifications: sending, reading, marking read (the dashboard's widget). */
export async function notificationsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/app/notify', async (request) => {
    const body = parseInput(notifyRequestSchema, request.body, 'notification');
    const caller = await requireSignedIn(ctx, request);
    return { sent: await sendNotifications(ctx, caller.user.id, body) };
  });

  api.get('/app/notifications', async (request) => {
    const query = parseInput(notificationsQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    return listNotifications(ctx, caller.user.id, { limit: query.limit, unreadOnly: query.unreadOnly ?? false });
  });

  api.post('/app/notifications/read', async (request) => {
    const body = parseInput(markNotificationsReadSchema, request.body, 'request');
    const caller = await requireSignedIn(ctx, request);
    return { updated: await markNotificationsRead(ctx, caller.user.id, body.ids) };
  });
}
