import type { ServerArea } from '../serverArea';
import { accountRoutes } from './accountRoutes';
import { tagsRoutes } from './tagsRoutes';
import { preferencesRoutes } from './preferencesRoutes';

/** The profile area as the server starts it (collab-server/areas.ts). */
export const profileArea: ServerArea = {
  name: 'profile',
  routes: async (api, ctx) => {
    await accountRoutes(api, ctx);
    await tagsRoutes(api, ctx);
    await preferencesRoutes(api, ctx);
  },
};
