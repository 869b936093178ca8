import type { FeatureModule } from '../../shell/featureHost/featureModule';

/** What the auth brings to the app: its pages by route name (src/routes holds their paths), each with its strings. */
export const authFeature: FeatureModule = {
  name: 'auth',
  pages: {
    login: () => import('./SignInPage'),
    oidc_callback: () => import('./OidcCallbackPage'),
  },
};
