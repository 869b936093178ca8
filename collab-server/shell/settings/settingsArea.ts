import type { ServerArea } from '../../serverArea';
import { settingsRoutes } from './settingsRoutes';

/** The shell/settings area as the server starts it (collab-server/areas.ts). */
export const settingsArea: ServerArea = {
  name: 'shell/settings',
  routes: settingsRoutes,
};
