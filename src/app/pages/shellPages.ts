import type { PageLoader } from '../../shell/featureHost/featureModule';

/** The pages the shell itself draws for service routes (src/routes/serviceRoutes.ts), by route name. */
export const shellPages: Readonly<Record<string, PageLoader>> = {
  access_denied: () => import('../../shell/pages/AccessDeniedPage'),
  MaintenanceMode: () => import('../../shell/pages/MaintenanceModePage'),
  LimitedOperationMode: () => import('../../shell/pages/LimitedOperationModePage'),
};
