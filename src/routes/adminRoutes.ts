import { BOTH, route } from './defineRoute';
import type { RouteDef } from './routeTypes';

const admin = { apps: BOTH, admin: true, section: 'admin' } as const;

/** Administration and operations (platform spec §2); the roles page and the console are not admin-marked. */
export const adminRoutes: RouteDef[] = [
  route('settings_assignments', '/settings/assignments', admin),
  route('settings_commands', '/settings/commands', admin),
  route('settings_users', '/settings/users', admin),
  route('settings_roles', '/settings/roles', { apps: BOTH, section: 'admin' }),
  route('settings_views', '/settings/views', { ...admin, layout: 'sidebar' }),
  route('import_from_excel', '/import-from-excel', admin),
  route('usercodeConsoleOutput', '/usercodeConsoleOutput', { apps: BOTH }),
  route('queryHistory', '/queryHistory', admin),
];
