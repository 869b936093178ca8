import type { ServerArea } from '../serverArea';
import { fcaRoutes } from './fcaRoutes';
import * as m0028 from './migrations/0028_fca';

/** The fca area as the server starts it (collab-server/areas.ts). */
export const fcaArea: ServerArea = {
  name: 'fca',
  routes: fcaRoutes,
  migrations: { '0028_fca': m0028 },
};
