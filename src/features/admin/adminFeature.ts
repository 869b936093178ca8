import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the admin brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const adminFeature: FeatureModule = {
  name: 'admin',
  menu: [
    { group: 'admin', order: 10, id: 'users', path: '/settings/users', icon: 'users', section: 'admin' },
    { group: 'admin', order: 20, id: 'roles', path: '/settings/roles', icon: 'shield', section: 'admin' },
    { group: 'admin', order: 30, id: 'assignments', path: '/settings/assignments', icon: 'approve', section: 'admin' },
    { group: 'admin', order: 40, id: 'views', path: '/settings/views', icon: 'eye', section: 'admin' },
    { group: 'admin', order: 50, id: 'commands', path: '/settings/commands', icon: 'terminal', section: 'admin' },
    { group: 'admin', order: 60, id: 'queryHistory', path: '/queryHistory', icon: 'clock', section: 'admin' },
  ],
  pages: {
    settings_assignments: withLocaleParts(['admin'], () => import('./AssignmentsPage')),
    settings_commands: withLocaleParts(['admin'], () => import('./CommandsPage')),
    settings_users: withLocaleParts(['admin'], () => import('./UsersPage')),
    settings_roles: withLocaleParts(['admin'], () => import('./RolesPage')),
    settings_views: withLocaleParts(['admin'], () => import('./ViewsPage')),
    queryHistory: withLocaleParts(['admin'], () => import('./QueryHistoryPage')),
  },
};
