import type { ServerArea } from '../../serverArea';
import { manualsRoutes } from './manualsRoutes';

/** The shell/manuals area as the server starts it (collab-server/areas.ts). */
export const manualsArea: ServerArea = {
  name: 'shell/manuals',
  routes: manualsRoutes,
};
