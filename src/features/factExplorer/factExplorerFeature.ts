import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the factExplorer brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const factExplorerFeature: FeatureModule = {
  name: 'factExplorer',
  menu: [
    { group: 'ontology', order: 110, id: 'factExplorer', path: '/fact-explorer', icon: 'search' },
  ],
  pages: {
    fact_explorer: withLocaleParts(['factExplorer', 'maps'], () => import('./FactExplorerPage')),
  },
};
