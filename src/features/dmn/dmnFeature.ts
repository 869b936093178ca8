import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the dmn brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const dmnFeature: FeatureModule = {
  name: 'dmn',
  menu: [
    { group: 'search', order: 80, id: 'dmn', path: '/dmn', icon: 'table' },
  ],
  pages: {
    dmn: withLocaleParts(['dmn'], () => import('./DmnPage')),
  },
};
