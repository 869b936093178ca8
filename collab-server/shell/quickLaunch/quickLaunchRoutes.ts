import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { callerAccess, requireSignedIn } from '../../auth';
import { quickLaunchQuerySchema } from '../../../realtime/protocol/shell/quickLaunch';
import { searchQuickLaunch } from './quickLaunchSearch';
import { parseInput } from '../../problems';

/** Quick launch (Ctrl+O): find a class, property, individual, command, or an area's object (document, publication, saved search, rule, decision…) by name. */
export async function quickLaunchRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/quick-launch', async (request) => {
    const query = parseInput(quickLaunchQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    return searchQuickLaunch(ctx, caller, callerAccess(caller), query.q, query.limit);
  });
}
