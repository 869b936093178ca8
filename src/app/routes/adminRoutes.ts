import { BOTH, route } from './defineRoute';
import type { RouteDef } from './routeTypes';
import { withLocaleParts } from '../../i18n/i18n';

const admin = { apps: BOTH, admin: true, section: 'admin' } as const;

/** Administration and operations (platform spec §2); the roles page and the console are not admin-marked. */
export const adminRoutes: RouteDef[] = [
  route('settings_assignments', '/settings/assignments', { ...admin, page: withLocaleParts(['admin'], () => import('../../features/admin/AssignmentsPage')) }),
  route('settings_commands', '/settings/commands', { ...admin, page: withLocaleParts(['admin'], () => import('../../features/admin/CommandsPage')) }),
  route('settings_users', '/settings/users', { ...admin, page: withLocaleParts(['admin'], () => import('../../features/admin/UsersPage')) }),
  route('settings_roles', '/settings/roles', { apps: BOTH, section: 'admin', page: withLocaleParts(['admin'], () => import('../../features/admin/RolesPage')) }),
  route('settings_views', '/settings/views', { ...admin, layout: 'sidebar', page: withLocaleParts(['admin'], () => import('../../features/admin/ViewsPage')) }),
  route('import_from_excel', '/import-from-excel', { ...admin, page: withLocaleParts(['import'], () => import('../../features/imports/ExcelImportPage')) }),
  route('usercodeConsoleOutput', '/usercodeConsoleOutput', { apps: BOTH }),
  route('queryHistory', '/queryHistory', { ...admin, page: withLocaleParts(['admin'], () => import('../../features/admin/QueryHistoryPage')) }),
];
