import type { ServerArea } from '../../serverArea';
import { logErrorRoutes } from './logErrorRoutes';

/** The shell/errorLog area as the server starts it (collab-server/areas.ts). */
export const errorLogArea: ServerArea = {
  name: 'shell/errorLog',
  // its own scope: the rate-limit plugin applies only to the routes registered inside it
  routes: async (api, ctx) => api.register(async (scope) => logErrorRoutes(scope, ctx)),
};
