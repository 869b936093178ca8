import type { ServerArea } from '../../serverArea';
import { quickLaunchRoutes } from './quickLaunchRoutes';

/** The shell/quickLaunch area as the server starts it (collab-server/areas.ts). */
export const quickLaunchArea: ServerArea = {
  name: 'shell/quickLaunch',
  routes: quickLaunchRoutes,
};
