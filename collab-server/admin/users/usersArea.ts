import type { ServerArea } from '../../serverArea';
import { usersRoutes } from './usersRoutes';

/** The admin/users area as the server starts it (collab-server/areas.ts). */
export const usersArea: ServerArea = {
  name: 'admin/users',
  routes: usersRoutes,
};
