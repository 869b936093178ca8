import type { ServerArea } from '../../serverArea';
import { viewsRoutes } from './viewsRoutes';

/** The admin/views area as the server starts it (collab-server/areas.ts). */
export const viewsArea: ServerArea = {
  name: 'admin/views',
  routes: viewsRoutes,
};
