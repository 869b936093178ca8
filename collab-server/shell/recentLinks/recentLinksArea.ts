import type { ServerArea } from '../../serverArea';
import { recentLinksRoutes } from './recentLinksRoutes';

/** The shell/recentLinks area as the server starts it (collab-server/areas.ts). */
export const recentLinksArea: ServerArea = {
  name: 'shell/recentLinks',
  routes: recentLinksRoutes,
};
