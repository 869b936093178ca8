import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the service routes (app/routes/serviceRoutes.ts), by route name. */
export const servicePages: Record<string, PageLoader> = {
  home: () => import('../../features/home/HomePage'),
  dashboard: withLocaleParts(['dashboard'], () => import('../../features/dashboard/DashboardPage')),
  user_profile: withLocaleParts(['profile', 'dialogs'], () => import('../../features/profile/ProfilePage')),
  access_denied: () => import('../../shell/pages/AccessDeniedPage'),
  MaintenanceMode: () => import('../../shell/pages/MaintenanceModePage'),
  LimitedOperationMode: () => import('../../shell/pages/LimitedOperationModePage'),
  login: () => import('../auth/SignInPage'),
  oidc_callback: () => import('../auth/OidcCallbackPage'),
  csv_import_index: withLocaleParts(['imports'], () => import('../../features/imports/ImportIndexPage')),
  csv_import: withLocaleParts(['imports'], () => import('../../features/imports/CsvImportPage')),
};
