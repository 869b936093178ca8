import { useEffect } from 'react';
import { shellState } from '../../state/shellState';

/**
 * Marks the screen as one that keeps working without the server while it is mounted (and
 * `enabled`): a failed ping then shows the offline warning instead of leaving for the
 * limited-operation screen, so nothing typed offline is thrown away with the page.
 */
export function useOfflineCapable(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    shellState.offlineCapableScreens += 1;
    return () => {
      shellState.offlineCapableScreens -= 1;
    };
  }, [enabled]);
}
