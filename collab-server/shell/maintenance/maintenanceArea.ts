import type { ServerArea } from '../../serverArea';
import { maintenanceRoutes } from './maintenanceRoutes';

/** The shell/maintenance area as the server starts it (collab-server/areas.ts). */
export const maintenanceArea: ServerArea = {
  name: 'shell/maintenance',
  routes: maintenanceRoutes,
};
