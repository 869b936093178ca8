import { BOTH, route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';
import { withLocaleParts } from '../../i18n/i18n';

const both = { apps: BOTH } as const;

/** Home, user and service pages, sign-in, and operations (platform spec §2). */
export const serviceRoutes: RouteDef[] = [
  route('home', '/', { ...both, page: () => import('../../features/home/HomePage') }),
  route('dashboard', '/dashboard', { ...both, page: withLocaleParts(['dashboard'], () => import('../../features/dashboard/DashboardPage')) }),
  route('user_profile', '/user_profile', { ...both, page: withLocaleParts(['profile', 'dialogs'], () => import('../../features/profile/ProfilePage')) }),
  route('access_denied', '/access-denied', { ...both, page: () => import('../../shell/pages/AccessDeniedPage') }),
  // reachable without a user: the platform may be down for everybody
  route('MaintenanceMode', '/maintenance-mode', { ...both, auth: false, layout: 'empty', page: () => import('../../shell/pages/MaintenanceModePage') }),
  route('LimitedOperationMode', '/limited-operation-mode', { ...both, auth: false, layout: 'empty', page: () => import('../../shell/pages/LimitedOperationModePage') }),
  route('login', '/sso/login', { ...both, auth: false, layout: 'empty', page: () => import('../auth/SignInPage') }),
  route('oidc_callback', '/oidc/callback', { ...both, auth: false, layout: 'empty', page: () => import('../auth/OidcCallbackPage') }),
  route('workspace_item', '/workspace-item/:id', { ...both, contextTitle: true }),
  route('workspace_items', '/workspace-items', both),
  ...routes('help_desk', ['/help-desk', '/help-desk/:id'], { ...both, contextTitle: true }),
  route('portfolio_project', '/portfolio-project/:id', { ...both, contextTitle: true }),
  route('portfolio_projects', '/portfolio-projects', both),
  route('workflows', '/workflows', both),
  route('workflowInstances', '/workflowInstances', both),
  route('userTasks', '/userTasks', both),
  route('scheduler', '/scheduler', both),
  route('csv_import_index', '/csv-import-index', { page: withLocaleParts(['import'], () => import('../../features/imports/ImportIndexPage')) }),
  route('csv_import', '/csv-import', { page: withLocaleParts(['import'], () => import('../../features/imports/CsvImportPage')) }),
  route('lifeCycleBoard', '/lifeCycleBoard', both),
];
