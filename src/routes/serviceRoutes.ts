import { BOTH, route, routes } from './defineRoute';
import type { RouteDef } from './routeTypes';

const both = { apps: BOTH } as const;

/** Home, user and service pages, sign-in, and operations (platform spec §2). */
export const serviceRoutes: RouteDef[] = [
  route('home', '/', both),
  route('dashboard', '/dashboard', both),
  route('user_profile', '/user_profile', both),
  route('access_denied', '/access-denied', both),
  // reachable without a user: the platform may be down for everybody
  route('MaintenanceMode', '/maintenance-mode', { ...both, auth: false, layout: 'empty' }),
  route('LimitedOperationMode', '/limited-operation-mode', { ...both, auth: false, layout: 'empty' }),
  route('login', '/sso/login', { ...both, auth: false, layout: 'empty' }),
  route('oidc_callback', '/oidc/callback', { ...both, auth: false, layout: 'empty' }),
  route('workspace_item', '/workspace-item/:id', { ...both, contextTitle: true }),
  route('workspace_items', '/workspace-items', both),
  ...routes('help_desk', ['/help-desk', '/help-desk/:id'], { ...both, contextTitle: true }),
  route('portfolio_project', '/portfolio-project/:id', { ...both, contextTitle: true }),
  route('portfolio_projects', '/portfolio-projects', both),
  route('workflows', '/workflows', both),
  route('workflowInstances', '/workflowInstances', both),
  route('userTasks', '/userTasks', both),
  route('scheduler', '/scheduler', both),
  route('csv_import_index', '/csv-import-index'),
  route('csv_import', '/csv-import'),
  route('lifeCycleBoard', '/lifeCycleBoard', both),
];
