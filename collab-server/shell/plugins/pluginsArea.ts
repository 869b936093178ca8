import type { ServerArea } from '../../serverArea';
import { pluginRoutes } from './pluginRoutes';
import { registerFolderPlugins } from './pluginRegistration';

/** The shell/plugins area as the server starts it (collab-server/areas.ts). */
export const pluginsArea: ServerArea = {
  name: 'shell/plugins',
  routes: pluginRoutes,
  bootstrap: async (ctx, log) => {
    await registerFolderPlugins(ctx, log);
  },
};
