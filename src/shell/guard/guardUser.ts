import type { SessionUser } from '../../../realtime/protocol/auth';
import type { GuardUser } from './navigationGuard';

// the route lists arrive as JSON strings (platform spec §3); a malformed one restricts nothing
function routeList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toGuardUser(user: SessionUser): GuardUser {
  return {
    isAuthenticated: user.isAuthenticated,
    isAdmin: user.isAdmin,
    app: user.app,
    disabledRoutes: routeList(user.disabledRoutes),
    enabledRoutes: routeList(user.enabledRoutes),
  };
}

/** hiddenComponents: names of shell components the user does not see (e.g. 'chat', 'help', 'quickLaunch'). */
export function hiddenComponents(user: SessionUser | null): ReadonlySet<string> {
  return new Set(user ? routeList(user.hiddenComponents) : []);
}
