import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { searchQuerySchema } from '../../realtime/protocol/search';
import { parseInput } from '../problems';
import { requireCaller } from '../auth';
import { platformSearch } from './platformSearch';

/** GET /api/search: the platform search box (/search, /osa-search, /osa-search-faq and quick launch). */
export async function searchRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/search', async (request) => {
    const query = parseInput(searchQuerySchema, request.query, 'search');
    const caller = await requireCaller(ctx, request);
    const documents = !ctx.config.shell.disabledSections.includes('documents');
    return platformSearch(ctx.db, caller, query, documents);
  });
}
