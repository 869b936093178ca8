import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { errorResponse } from './problemResponse';
import { readMaintenanceMode } from '../shell/maintenance/maintenanceMode';
import { reportedVersion } from '../shell/testControls/testOverrides';
import { registerApiRoutes } from './apiRoutes';
import { registerAppStatic } from './appStatic';

export const HEADER = {
  license: 'x-license',
  maintenance: 'x-maintenance-mode',
} as const;

/** The Fastify app: the API under BASE_PATH/api and the built browser app with history fallback. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  // Fastify's own logger type, so that the app is the plain FastifyInstance every route file takes
  const log: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: true,
    genReqId: () => randomUUID(),
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-powered-by', `Ontoweave/${reportedVersion(ctx)}`);
    reply.header(HEADER.license, ctx.license.token);
    const maintenance = await readMaintenanceMode(ctx.db);
    if (maintenance.enabled) reply.header(HEADER.maintenance, 'on');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorResponse(error, ctx.config.bodyLimitBytes);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, text: body.error }, 'request rejected');
    void reply.status(status).send(body);
  });

  await app.register(async (api) => registerApiRoutes(api, ctx), { prefix: `${ctx.config.basePath}api` });
  await registerAppStatic(app, ctx);
  return app;
}
