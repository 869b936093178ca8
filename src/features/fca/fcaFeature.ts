import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the fca brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const fcaFeature: FeatureModule = {
  name: 'fca',
  menu: [
    { group: 'search', order: 40, id: 'fca', path: '/fca', icon: 'grid' },
  ],
  pages: {
    fca: withLocaleParts(['fca'], () => import('./FcaPage')),
  },
};
