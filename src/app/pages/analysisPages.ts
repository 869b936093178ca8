import type { PageLoader } from './pageTypes';
import { withLocaleParts } from '../../i18n/i18n';

/** The pages of the analysis routes (app/routes/analysisRoutes.ts), by route name. */
export const analysisPages: Record<string, PageLoader> = {
  graphs: withLocaleParts(['maps'], () => import('../../features/ontology/maps/GraphsPage')),
  dmn: withLocaleParts(['dmn'], () => import('../../features/dmn/DmnPage')),
  fca: withLocaleParts(['fca'], () => import('../../features/fca/FcaPage')),
  owl_rules: withLocaleParts(['owlRules'], () => import('../../features/owlRules/OwlRulesPage')),
  owl_rule: withLocaleParts(['owlRules'], () => import('../../features/owlRules/OwlRulePage')),
  semantic_search: withLocaleParts(['semanticSearch'], () => import('../../features/semanticSearch/SemanticSearchPage')),
  reports: withLocaleParts(['reports'], () => import('../../features/reports/ReportsPage')),
  report_designer: withLocaleParts(['reports'], () => import('../../features/reports/ReportDesignerPage')),
  report_viewer: withLocaleParts(['reports'], () => import('../../features/reports/ReportViewerPage')),
  report_view: withLocaleParts(['reports'], () => import('../../features/reports/ReportViewPage')),
  search: withLocaleParts(['search'], () => import('../../features/search/SearchPage')),
};
