import { apiUrl, basePath } from '../basePath';
import type { SignInErrorCode } from '../../../realtime/protocol/auth';
import { authApi } from './authApi';
import { tokenStore } from './tokenStore';

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

let leaving = false;

/** The user is signing out: calls failing with 401 from now on must not send the tab elsewhere first. */
export const isSigningOut = (): boolean => leaving;

/** Sign-in at the OpenID provider, coming back to `returnTo` (a path inside the app). */
export function oidcSignInPath(returnTo: string): string {
  return `${apiUrl('auth/oidc/login')}?return=${encodeURIComponent(returnTo)}`;
}

/**
 * Ends the session and returns where the browser goes next: for an OpenID session the provider's
 * sign-out (it comes back to the sign-in page), otherwise the sign-in page. The local token is
 * dropped even when the server cannot be reached.
 */
export async function signOut(returnTo = '/'): Promise<string> {
  leaving = true;
  try {
    return (await authApi.logout(returnTo)).redirect;
  } catch {
    return signInPagePath(returnTo);
  } finally {
    tokenStore.clear();
  }
}
