import { authApi } from './authApi';
import { markSigningOut, signInPagePath } from './signInNavigation';
import { tokenStore } from './tokenStore';

/**
 * Ends the session and returns where the browser goes next: for an OpenID session the provider's
 * sign-out (it comes back to the sign-in page), otherwise the sign-in page. The local token is
 * dropped even when the server cannot be reached.
 */
export async function signOut(returnTo = '/'): Promise<string> {
  markSigningOut();
  try {
    return (await authApi.logout(returnTo)).redirect;
  } catch {
    return signInPagePath(returnTo);
  } finally {
    tokenStore.clear();
  }
}
