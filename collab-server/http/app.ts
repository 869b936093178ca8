import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { ServerArea } from '../serverArea';
import { errorResponse } from './problemResponse';
import { readMaintenanceMode } from '../store';
import { reportedVersion } from '../testOverrides';
import { registerApiRoutes } from './apiRoutes';
import { registerAppStatic } from './appStatic';
import { registerPageRedirects } from './pageRedirects';
import { RequestLog } from './requestLog';

export const HEADER = {
  license: 'x-license',
  maintenance: 'x-maintenance-mode',
} as const;

/** The Fastify app: the API under BASE_PATH/api and the built browser app with history fallback. */
export async function buildApp(ctx: AppContext, areas: readonly ServerArea[]): Promise<FastifyInstance> {
  // Fastify's own logger type, so that the app is the plain FastifyInstance every route file takes
  const log: FastifyBaseLogger = ctx.log;
  const app = Fastify({
    loggerInstance: log,
    // two lines per request at info were a flood (every poll, every static file): at debug now
    logController: new RequestLog(),
    bodyLimit: ctx.config.bodyLimitBytes,
    trustProxy: true,
    genReqId: () => randomUUID(),
    // a plugin's start (the static files' scan) has taken over Fastify's 10 s on a loaded two-core machine
    pluginTimeout: 60_000,
  });

  const apiPrefix = `${ctx.config.basePath}api`;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-powered-by', `Ontoweave/${reportedVersion(ctx)}`);
    // the licence and the maintenance marker are for the app's calls, which read them: files and
    // pages go out without the licence (a quarter of a kilobyte on each of dozens of small
    // scripts) and without asking the store (on PGlite an import's batch would hold every script)
    if (!request.url.startsWith(apiPrefix)) return;
    reply.header(HEADER.license, ctx.license.token);
    const maintenance = await readMaintenanceMode(ctx.db);
    if (maintenance.enabled) reply.header(HEADER.maintenance, 'on');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorResponse(error, ctx.config.bodyLimitBytes);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // a rate limit reached is somebody hammering sign-in or error reports: worth an operator's eye
    else if (status === 429) request.log.info({ status, url: request.url, ip: request.ip }, 'request refused: rate limit reached');
    else request.log.debug({ status, text: body.error }, 'request rejected');
    void reply.status(status).send(body);
  });

  await app.register(async (api) => registerApiRoutes(api, ctx, areas), { prefix: `${ctx.config.basePath}api` });
  registerPageRedirects(app, ctx.config.basePath);
  await registerAppStatic(app, ctx.config);
  return app;
}
