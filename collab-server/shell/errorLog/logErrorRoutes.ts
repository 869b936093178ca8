import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../../context';
import { logErrorListQuerySchema, logErrorRequestSchema } from '../../../realtime/protocol/shell/errorLog';
import { resolveCaller, requireAdmin } from '../../auth';
import { deploymentId } from '../../health';
import { listClientErrors, recordClientError } from './clientErrorLog';
import { parseInput } from '../../problems';

/**
 * POST /api/public/log-error takes reports from anybody, so it is rate-limited per IP; with Redis
 * the count is shared by every process. The namespace carries the deployment id so deployments
 * (and test servers) sharing one Redis do not count each other's requests.
 */
export async function logErrorRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `ontoweave:${await deploymentId(ctx.db)}:log-error:` } : {}),
  });

  scope.post(
    '/public/log-error',
    { config: { rateLimit: { max: ctx.config.logErrorRateLimit, timeWindow: '1 minute' } } },
    async (request) => {
      const body = parseInput(logErrorRequestSchema, request.body, 'error report');
      // an expired or forged token does not lose the report: it is kept as anonymous
      const caller = await resolveCaller(ctx, request.headers.authorization, body.session).catch(() => null);
      const userId = caller && !caller.isPublic ? caller.user.id : null;
      await recordClientError(ctx, { userId, msg: body.msg, info: body.info ?? null });
      return { logged: true };
    },
  );

  scope.get('/public/log-error', async (request) => {
    const query = parseInput(logErrorListQuerySchema, request.query, 'query');
    await requireAdmin(ctx, request);
    return listClientErrors(ctx, query.limit);
  });
}
