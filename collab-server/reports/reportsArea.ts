import type { ServerArea } from '../serverArea';
import { reportRoutes } from './reportRoutes';
import * as m0023 from './migrations/0023_reports';

/** The reports area as the server starts it (collab-server/areas.ts). */
export const reportsArea: ServerArea = {
  name: 'reports',
  routes: reportRoutes,
  migrations: { '0023_reports': m0023 },
};
