import { useEffect } from 'react';
import { isMacPlatform, quickLaunchShortcut } from './quickLaunchShortcut';
import { openQuickLaunch } from './quickLaunchState';

/** Listens for Ctrl+O / Shift+Ctrl+O anywhere in the app while mounted. */
export function useQuickLaunchShortcut(): void {
  useEffect(() => {
    const mac = isMacPlatform(navigator);
    const onKeyDown = (event: KeyboardEvent) => {
      const mode = quickLaunchShortcut(event, mac);
      if (!mode) return;
      // otherwise the browser shows its Open File dialog
      event.preventDefault();
      openQuickLaunch(mode === 'newTab');
    };
    // capture: an editor that swallows keys must not keep quick launch from opening
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
