import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { withLocaleParts } from '../../i18n/i18n';

/** What the profile brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const profileFeature: FeatureModule = {
  name: 'profile',
  pages: {
    user_profile: withLocaleParts(['profile', 'dialogs'], () => import('./ProfilePage')),
  },
};
