import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the search brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const searchFeature: FeatureModule = {
  name: 'search',
  menu: [
    { group: 'search', order: 10, id: 'osaSearch', path: '/osa-search', icon: 'search' },
  ],
  pages: {
    osaSearch: withLocaleParts(['search'], () => import('./SearchPage')),
    search: withLocaleParts(['search'], () => import('./SearchPage')),
  },
};
