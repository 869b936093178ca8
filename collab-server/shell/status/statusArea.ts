import type { ServerArea } from '../../serverArea';
import { statusRoutes } from './statusRoutes';

/** The shell/status area as the server starts it (collab-server/areas.ts). */
export const statusArea: ServerArea = {
  name: 'shell/status',
  routes: statusRoutes,
};
