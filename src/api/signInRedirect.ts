import { appPath, isSigningOut, oidcSignInPath, signInPagePath } from './auth/signInNavigation';
import { tokenStore } from './auth/tokenStore';

let redirecting = false;

/** A 401 has sent the browser to sign in: errors from now on are not worth showing. */
export const isRedirectingToSignIn = (): boolean => redirecting;

/**
 * A 401 (platform spec §8): the stored token is no longer good, so it is dropped and the browser
 * goes to sign in — the provider's for an OpenID session — carrying the current full path.
 * Several calls failing at once redirect once.
 */
export function redirectToSignIn(): void {
  const returnTo = appPath(window.location);
  // signing out goes to its own destination (the provider's sign-out for OpenID)
  if (redirecting || isSigningOut() || returnTo.startsWith('/sso/login')) return;
  redirecting = true;
  const oidc = tokenStore.scheme() === 'bearer';
  tokenStore.clear();
  window.location.assign(oidc ? oidcSignInPath(returnTo) : signInPagePath(returnTo));
}
