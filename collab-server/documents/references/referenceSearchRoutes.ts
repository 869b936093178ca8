import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { referenceSearchSchema, type ReferenceSearchResult } from '../../../realtime/protocol/documents/referenceSearch';
import { parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';
import { searchReferences } from './referenceSearch';

/**
 * POST /api/document/referenceSearch: the reference picker of the document editors. A POST, so a
 * search of any length reaches the schema (and gets its 400) instead of a too-long URL.
 */
export async function referenceSearchRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/document/referenceSearch', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    const input = parseInput(referenceSearchSchema, request.body, 'reference search');
    return { items: await searchReferences(ctx, caller, input) } satisfies ReferenceSearchResult;
  });
}
