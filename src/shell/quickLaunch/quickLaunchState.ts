import { proxy } from 'valtio';
import { shellState } from '../../state/shellState';

/** Whether the open quick launch opens its result in a new tab (Shift+Ctrl+O). */
export const quickLaunchState = proxy({ newTab: false });

export function openQuickLaunch(newTab = false): void {
  quickLaunchState.newTab = newTab;
  shellState.quickLaunchOpen = true;
}

export function closeQuickLaunch(): void {
  shellState.quickLaunchOpen = false;
}
