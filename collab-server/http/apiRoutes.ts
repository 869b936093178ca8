import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ServerArea } from '../serverArea';

/** Every area's API, mounted under BASE_PATH/api in the order of the list of areas. */
export async function registerApiRoutes(api: FastifyInstance, ctx: AppContext, areas: readonly ServerArea[]): Promise<void> {
  for (const area of areas) if (area.routes) await area.routes(api, ctx);
}
