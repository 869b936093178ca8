import { authRoutes } from './authRoutes';
import { seedAccounts } from './accountSeed';

/**
 * The auth area as the server starts it (collab-server/areas.ts, which checks it is a ServerArea).
 * Not typed here: auth is also the foundation the area contract names (the caller), and the
 * foundation does not import the contract.
 */
export const authArea = {
  name: 'auth',
  routes: authRoutes,
  bootstrap: seedAccounts,
};
