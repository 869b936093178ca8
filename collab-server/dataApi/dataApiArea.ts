import type { ServerArea } from '../serverArea';
import { dataRoutes } from './dataRoutes';
import { deferredRoutes } from './deferredRoutes';
import { fileRoutes } from './fileRoutes';
import { metaRoutes } from './metaRoutes';

/** The dataApi area as the server starts it (collab-server/areas.ts). */
export const dataApiArea: ServerArea = {
  name: 'dataApi',
  routes: async (api, ctx) => {
    await dataRoutes(api, ctx);
    await deferredRoutes(api, ctx);
    await fileRoutes(api, ctx);
    await metaRoutes(api, ctx);
  },
};
