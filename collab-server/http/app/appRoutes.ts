import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { markNotificationsReadSchema, notificationsQuerySchema, notifyRequestSchema } from '../../../realtime/protocol/platform';
import { listNotifications, markNotificationsRead, sendNotifications } from '../../platform/notifications';
import { listPlugins } from '../../platform/pluginCatalog';
import { parseInput } from '../parseInput';
import { requireCaller, requireSignedIn } from '../requestCaller';

/** Application-wide calls of a signed-in user: notifications and plugins. */
export async function appRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
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

  // the public user gets the plugins too: the shell of every layout registers their routes
  api.get('/app/plugins', async (request) => {
    await requireCaller(ctx, request);
    return listPlugins(ctx);
  });
}
