import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pluginFileParamsSchema } from '../../../realtime/protocol/shell/plugins';
import { findPluginModuleFile } from './pluginModuleFiles';
import { listPlugins } from './pluginCatalog';
import { notFound, parseInput } from '../../problems';
import { requireCaller } from '../../auth';

/**
 * GET /api/app/plugins: the registered plugins with their configurations.
 * GET /api/app/plugin-modules/:plugin/*: the files of the registered plugins in PLUGINS_DIR, for the
 * browser to import. No caller is required, unlike GET /api/app/plugins: the browser loads a module
 * with a dynamic import(), which cannot send the Authorization header (and sign-in uses no cookie),
 * so a check would refuse every module. The files are code and assets the app runs, not data; the
 * data they show comes through the API, which checks the caller.
 */
export async function pluginRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  // the public user gets the plugins too: the shell of every layout registers their routes
  api.get('/app/plugins', async (request) => {
    await requireCaller(ctx, request);
    return listPlugins(ctx);
  });

  api.get('/app/plugin-modules/:plugin/*', async (request, reply) => {
    const params = parseInput(pluginFileParamsSchema, request.params, 'plugin file');
    const found = await findPluginModuleFile(ctx, params.plugin, params['*']);
    if (!found) throw notFound('Файл плагина не найден');
    return reply
      .type(found.contentType)
      .header('x-content-type-options', 'nosniff')
      // revalidated each time: a plugin updated on the server is picked up at the next load
      .header('cache-control', 'no-cache')
      .send(await fs.readFile(found.file));
  });
}
