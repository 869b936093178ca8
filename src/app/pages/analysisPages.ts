import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the analysis routes (app/routes/analysisRoutes.ts), by route name. */
export const analysisPages: Record<string, PageLoader> = {
  graphs: withLocaleParts(['maps'], () => import('../../features/ontology/maps/GraphsPage')),
};
