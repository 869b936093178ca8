import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the reports brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const reportsFeature: FeatureModule = {
  name: 'reports',
  menu: [
    { group: 'search', order: 60, id: 'reports', path: '/reports', icon: 'chart' },
  ],
  pages: {
    reports: withLocaleParts(['reports'], () => import('./ReportsPage')),
    report_designer: withLocaleParts(['reports'], () => import('./ReportDesignerPage')),
    report_viewer: withLocaleParts(['reports'], () => import('./ReportViewerPage')),
    report_view: withLocaleParts(['reports'], () => import('./ReportViewPage')),
  },
};
