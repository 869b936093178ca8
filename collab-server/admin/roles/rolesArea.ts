import type { ServerArea } from '../../serverArea';
import { rolesRoutes } from './rolesRoutes';
import { seedRoles } from './roleSeed';

/** The admin/roles area as the server starts it (collab-server/areas.ts). */
export const rolesArea: ServerArea = {
  name: 'admin/roles',
  routes: rolesRoutes,
  bootstrap: async (ctx) => {
    await seedRoles(ctx.db);
  },
};
