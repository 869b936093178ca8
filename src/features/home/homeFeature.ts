import type { FeatureModule } from '../../shell/featureHost/featureModule';

/** What the home brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const homeFeature: FeatureModule = {
  name: 'home',
  pages: {
    home: () => import('./HomePage'),
  },
};
