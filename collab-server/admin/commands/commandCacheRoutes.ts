import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheCommandParamsSchema, cacheQuerySchema, type CacheClearResult } from '../../../realtime/protocol/dataApi/commandCache';
import { parseInput } from '../../problems';
import { requireAdmin, requireCaller } from '../../auth';
import { clearCommandCache } from '../../dataApi';

/**
 * DELETE /api/utils/cache/command/:command — administrators: every cached answer of the command.
 * DELETE /api/utils/cache/userCommand/:command — the caller's own cached answers of it.
 * Both answer { result: 'ok', removed }.
 */
export async function commandCacheRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.delete('/utils/cache/command/:command', async (request): Promise<CacheClearResult> => {
    const query = parseInput(cacheQuerySchema, request.query, 'query');
    await requireAdmin(ctx, request, query.session);
    const { command } = parseInput(cacheCommandParamsSchema, request.params, 'path');
    return { result: 'ok', removed: await clearCommandCache(ctx.db, command) };
  });

  api.delete('/utils/cache/userCommand/:command', async (request): Promise<CacheClearResult> => {
    const query = parseInput(cacheQuerySchema, request.query, 'query');
    const caller = await requireCaller(ctx, request, query.session);
    const { command } = parseInput(cacheCommandParamsSchema, request.params, 'path');
    return { result: 'ok', removed: await clearCommandCache(ctx.db, command, caller.user.id) };
  });
}
