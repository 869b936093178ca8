import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the admin routes (app/routes/adminRoutes.ts), by route name. */
export const adminPages: Record<string, PageLoader> = {
  settings_assignments: withLocaleParts(['admin'], () => import('../../features/admin/AssignmentsPage')),
  settings_commands: withLocaleParts(['admin'], () => import('../../features/admin/CommandsPage')),
  settings_users: withLocaleParts(['admin'], () => import('../../features/admin/UsersPage')),
  settings_roles: withLocaleParts(['admin'], () => import('../../features/admin/RolesPage')),
  settings_views: withLocaleParts(['admin'], () => import('../../features/admin/ViewsPage')),
  import_from_excel: withLocaleParts(['imports'], () => import('../../features/imports/ExcelImportPage')),
  queryHistory: withLocaleParts(['admin'], () => import('../../features/admin/QueryHistoryPage')),
};
