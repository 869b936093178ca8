import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { HttpError } from './httpError';
import { readMaintenanceMode } from '../shell/maintenance/maintenanceMode';
import { reportedVersion } from '../shell/testControls/testOverrides';
import { registerApiRoutes } from './apiRoutes';
import { registerAppStatic } from './appStatic';

export const HEADER = {
  license: 'x-license',
  maintenance: 'x-maintenance-mode',
} as const;

function errorStatusAndText(error: FastifyError, bodyLimit: number): { status: number; text: string } {
  if (error instanceof HttpError) return { status: error.statusCode, text: error.message };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, text: `Malformed JSON: ${error.message}` };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, text: `Request body is larger than the limit of ${bodyLimit} bytes` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, text: error.message };
    case '23505':
      // a unique key taken by a concurrent request (e.g. two calls creating the same client-chosen id)
      return { status: 409, text: 'Объект с таким идентификатором уже существует' };
    case '22021':
    case '22P05':
      // U+0000 cannot be stored in text (22021) or jsonb (22P05): the input is at fault, not the
      // server; the failed statement rolls its transaction back, so nothing is written
      return { status: 400, text: 'Текст содержит недопустимый символ (U+0000)' };
    default:
      if (error.statusCode === 429) return { status: 429, text: 'Слишком много запросов, повторите позже' };
      if (error.statusCode && error.statusCode < 500) return { status: error.statusCode, text: error.message };
      return { status: 500, text: 'Внутренняя ошибка сервера' };
  }
}

/** The Fastify app: the API under BASE_PATH/api and the built browser app with history fallback. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
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
    const { status, text } = errorStatusAndText(error, ctx.config.bodyLimitBytes);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, text }, 'request rejected');
    void reply.status(status).send({ error: text });
  });

  await app.register(async (api) => registerApiRoutes(api, ctx), { prefix: `${ctx.config.basePath}api` });
  await registerAppStatic(app, ctx);
  return app;
}
