import { appPath } from '../../api/auth/signInNavigation';
import { navigateTo } from '../../routes/navigation';

export const LIMITED_MODE_PATH = '/limited-operation-mode';
export const MAINTENANCE_PATH = '/maintenance-mode';

/** The current path inside the app, without base path and query. */
export function currentScreenPath(): string {
  return appPath(window.location).replace(/[?#].*$/, '');
}

// react-router's BrowserRouter numbers its history entries in history.state.idx; 0 is where this tab entered the app
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return !!state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/** Leaves a status screen: back one step to where the user was, or home when the tab opened on it. */
export function leaveStatusScreen(): void {
  if (canGoBack()) navigateTo(-1);
  else navigateTo('/', { replace: true });
}
