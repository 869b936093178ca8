import type { ServerArea } from '../serverArea';
import { notificationsRoutes } from './notificationsRoutes';

/** The dashboard area as the server starts it (collab-server/areas.ts). */
export const dashboardArea: ServerArea = {
  name: 'dashboard',
  routes: notificationsRoutes,
};
