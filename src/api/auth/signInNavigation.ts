import { apiUrl, basePath } from '../basePath';
import type { SignInErrorCode } from '../../../realtime/protocol/auth';

/** The path inside the app (without the base), with its query, for the sign-in return. */
export function appPath(location: Location): string {
  const base = basePath();
  const path = location.pathname.startsWith(base) ? `/${location.pathname.slice(base.length)}` : location.pathname;
  return `${path}${location.search}`;
}

/** The sign-in page with the return path and, after a failure, the code of the message it shows. */
export function signInPagePath(returnTo: string, error?: SignInErrorCode): string {
  const query = new URLSearchParams({ return: returnTo });
  if (error) query.set('error', error);
  return `${basePath()}sso/login?${query}`;
}

// Set by signOut (signOut.ts); kept here, where the 401 redirect reads it, so that the fetch layer
// reaches this flag without reaching the sign-out call, which itself goes through the fetch layer.
let leaving = false;

/** The user is signing out: calls failing with 401 from now on must not send the tab elsewhere first. */
export const isSigningOut = (): boolean => leaving;

export function markSigningOut(): void {
  leaving = true;
}

/** Sign-in at the OpenID provider, coming back to `returnTo` (a path inside the app). */
export function oidcSignInPath(returnTo: string): string {
  return `${apiUrl('auth/oidc/login')}?return=${encodeURIComponent(returnTo)}`;
}
