import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { callerAccess } from '../../auth/caller';
import { quickLaunchQuerySchema } from '../../../realtime/protocol/shell/quickLaunch';
import { searchQuickLaunch } from './quickLaunchSearch';
import { parseInput } from '../../problems/parseInput';
import { requireSignedIn } from '../../http/requestCaller';
import { loadGrants } from '../../semanticSearch/searchAccess';

/** Quick launch (Ctrl+O): find a class, property, individual, command, document, publication or saved semantic search by name. */
export async function quickLaunchRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/quick-launch', async (request) => {
    const query = parseInput(quickLaunchQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    const documents = !ctx.config.shell.disabledSections.includes('documents');
    const searchGrants = caller.isPublic ? null : await loadGrants(ctx.db, caller);
    return searchQuickLaunch(ctx.db, callerAccess(caller), query.q, query.limit, documents, searchGrants);
  });
}
