import type { ServerArea } from '../serverArea';
import { searchRoutes } from './searchRoutes';
import * as m0022 from './migrations/0022_full_text_search';

/** The search area as the server starts it (collab-server/areas.ts). */
export const searchArea: ServerArea = {
  name: 'search',
  routes: searchRoutes,
  migrations: { '0022_full_text_search': m0022 },
};
