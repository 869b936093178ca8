import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pinRecentLinkSchema, removeRecentLinkQuerySchema, visitRecentLinkSchema } from '../../../realtime/protocol/shell/recentLinks';
import { deleteRecentLink, listRecentLinks, pinRecentLink, visitRecentLink, type RecentLinkOwner } from './recentLinkRepository';
import { routeList } from './recentLinkAvailability';
import type { Caller } from '../../auth';
import { parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';

/** The caller's list, and the routes they may not open (the installation's blocked ones and their own disabled ones). */
const ownerOf = (ctx: AppContext, caller: Caller): RecentLinkOwner => ({
  userId: caller.user.id,
  blockedRoutes: ctx.config.shell.blockedRoutes,
  disabledRoutes: routeList(caller.user.disabled_routes),
});

/** Each user's recent links, kept in SQL so they follow the user from device to device. Every change answers the new list. */
export async function recentLinksRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/recent-links', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return listRecentLinks(ctx.db, ownerOf(ctx, caller));
  });

  api.post('/app/recent-links', async (request) => {
    const body = parseInput(visitRecentLinkSchema, request.body, 'recent link');
    const caller = await requireSignedIn(ctx, request);
    return visitRecentLink(ctx.db, ownerOf(ctx, caller), body);
  });

  api.patch('/app/recent-links', async (request) => {
    const body = parseInput(pinRecentLinkSchema, request.body, 'recent link');
    const caller = await requireSignedIn(ctx, request);
    return pinRecentLink(ctx.db, ownerOf(ctx, caller), body.link, body.pinned);
  });

  api.delete('/app/recent-links', async (request) => {
    const query = parseInput(removeRecentLinkQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    return deleteRecentLink(ctx.db, ownerOf(ctx, caller), query.link);
  });
}
