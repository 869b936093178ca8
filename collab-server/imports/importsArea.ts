import type { ServerArea } from '../serverArea';
import { importRoutes } from './importRoutes';
import * as m0013 from './migrations/0013_imports';

/** The imports area as the server starts it (collab-server/areas.ts). */
export const importsArea: ServerArea = {
  name: 'imports',
  routes: importRoutes,
  migrations: { '0013_imports': m0013 },
};
