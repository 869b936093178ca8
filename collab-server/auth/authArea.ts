import type { ServerArea } from '../serverArea';
import { authRoutes } from './authRoutes';
import { seedAccounts } from './accountSeed';

/** The auth area as the server starts it (collab-server/areas.ts). */
export const authArea: ServerArea = {
  name: 'auth',
  routes: authRoutes,
  bootstrap: seedAccounts,
};
