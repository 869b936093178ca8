import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the semanticSearch brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const semanticSearchFeature: FeatureModule = {
  name: 'semanticSearch',
  menu: [
    { group: 'search', order: 20, id: 'semanticSearch', path: '/semantic-search', icon: 'filter' },
  ],
  pages: {
    semantic_tables: withLocaleParts(['semanticSearch'], () => import('./tables/SemanticTablesPage')),
    semantic_search: withLocaleParts(['semanticSearch'], () => import('./SemanticSearchPage')),
  },
};
