import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pinRecentLinkSchema, removeRecentLinkQuerySchema, visitRecentLinkSchema } from '../../../realtime/protocol/shell/recentLinks';
import { deleteRecentLink, listRecentLinks, pinRecentLink, visitRecentLink } from './recentLinkRepository';
import { parseInput } from '../../problems/parseInput';
import { requireSignedIn } from '../../http/requestCaller';

/** Each user's recent links, kept in SQL so they follow the user from device to device. Every change answers the new list. */
export async function recentLinksRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/recent-links', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return listRecentLinks(ctx.db, caller.user.id);
  });

  api.post('/app/recent-links', async (request) => {
    const body = parseInput(visitRecentLinkSchema, request.body, 'recent link');
    const caller = await requireSignedIn(ctx, request);
    return visitRecentLink(ctx.db, caller.user.id, body);
  });

  api.patch('/app/recent-links', async (request) => {
    const body = parseInput(pinRecentLinkSchema, request.body, 'recent link');
    const caller = await requireSignedIn(ctx, request);
    return pinRecentLink(ctx.db, caller.user.id, body.link, body.pinned);
  });

  api.delete('/app/recent-links', async (request) => {
    const query = parseInput(removeRecentLinkQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    return deleteRecentLink(ctx.db, caller.user.id, query.link);
  });
}
