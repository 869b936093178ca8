import type { FeatureModule } from '../../shell/featureHost/featureModule';
import { lazyComponent } from '../../shell/lazyLoading/lazyComponent';

/** The chat has no page of its own: it fills the shell's right drawer and keeps its unread dot. */
export const chatFeature: FeatureModule = {
  name: 'chat',
  slots: {
    chatDrawer: {
      Panel: lazyComponent(() => import('./ChatPanel'), 'ChatPanel', ['chat']),
      loadWatcher: () => import('./chatWatcher'),
    },
  },
};
