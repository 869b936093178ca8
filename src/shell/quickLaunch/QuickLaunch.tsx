import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../state/shellState';
import { useQuickLaunchShortcut } from './useQuickLaunchShortcut';
import { lazyComponent } from '../lazyLoading/lazyComponent';

export { QuickLaunchButton } from './QuickLaunchButton';

// the search and its dialog load on the first Ctrl+O, not with the first screen
const QuickLaunchDialog = lazyComponent(() => import('./QuickLaunchDialog'), 'QuickLaunchDialog');

/**
 * Quick launch (platform spec §1): Ctrl+O opens it, Shift+Ctrl+O opens the chosen result in a new
 * tab. Mount once inside the router; it listens for the shortcut while mounted.
 */
export function QuickLaunch() {
  useQuickLaunchShortcut();
  const { quickLaunchOpen } = useSnapshot(shellState);
  if (!quickLaunchOpen) return null;
  return (
    <Suspense fallback={null}>
      <QuickLaunchDialog />
    </Suspense>
  );
}
