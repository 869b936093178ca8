import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the admin brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const adminFeature: FeatureModule = {
  name: 'admin',
  pages: {
    settings_assignments: withLocaleParts(['admin'], () => import('./AssignmentsPage')),
    settings_commands: withLocaleParts(['admin'], () => import('./CommandsPage')),
    settings_users: withLocaleParts(['admin'], () => import('./UsersPage')),
    settings_roles: withLocaleParts(['admin'], () => import('./RolesPage')),
    settings_views: withLocaleParts(['admin'], () => import('./ViewsPage')),
    queryHistory: withLocaleParts(['admin'], () => import('./QueryHistoryPage')),
  },
};
