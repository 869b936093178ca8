import type { ServerArea } from '../../serverArea';
import { assignmentsRoutes } from './assignmentsRoutes';

/** The admin/assignments area as the server starts it (collab-server/areas.ts). */
export const assignmentsArea: ServerArea = {
  name: 'admin/assignments',
  routes: assignmentsRoutes,
};
