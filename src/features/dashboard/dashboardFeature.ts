import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the dashboard brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const dashboardFeature: FeatureModule = {
  name: 'dashboard',
  pages: {
    dashboard: withLocaleParts(['dashboard'], () => import('./DashboardPage')),
  },
};
