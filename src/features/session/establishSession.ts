import { basePath, apiUrl } from '../../app/basePath';
import type { SignInErrorCode } from '../../../realtime/protocol/auth';
import { authApi, type SessionUser } from './authApi';
import { tokenStore } from './tokenStore';

export type SessionOutcome = { kind: 'signedIn'; user: SessionUser } | { kind: 'redirect'; to: string };

/** The path inside the app (without the base), with its query, for the sign-in return. */
export function appPath(location: Location): string {
  const base = basePath();
  const path = location.pathname.startsWith(base) ? `/${location.pathname.slice(base.length)}` : location.pathname;
  return `${path}${location.search}`;
}

/** Takes a jwtToken or ssoToken out of the address bar (it must not stay in history or bookmarks). */
function takeTokenFromQuery(location: Location): { jwtToken?: string; ssoToken?: string } {
  const params = new URLSearchParams(location.search);
  const jwtToken = params.get('jwtToken') ?? undefined;
  const ssoToken = params.get('ssoToken') ?? undefined;
  if (jwtToken || ssoToken) {
    params.delete('jwtToken');
    params.delete('ssoToken');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return { jwtToken, ssoToken };
}

/** The sign-in page with the return path and, after a failure, the code of the message it shows. */
export function signInPagePath(returnTo: string, error?: SignInErrorCode): string {
  const query = new URLSearchParams({ return: returnTo });
  if (error) query.set('error', error);
  return `${basePath()}sso/login?${query}`;
}

/** Exchanges the one-time token; a failure is logged (spec §8) and the caller goes on to sign-in. */
async function exchangeSsoToken(ssoToken: string, oidc: boolean): Promise<boolean> {
  try {
    const exchanged = await authApi.exchangeSsoToken(ssoToken);
    tokenStore.setToken(exchanged.jwtToken, oidc ? 'bearer' : 'raw');
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error('SSO token exchange failed', error);
    // logging must not keep the user from signing in again
    await authApi.logError(`SSO token login failure: ${reason}`, window.location.href).catch(() => undefined);
    tokenStore.clear();
    return false;
  }
}

/**
 * Signs the tab in from what it has: a token handed back by the sign-in page, an SSO token from
 * OpenID sign-in, or the stored token; otherwise sends the user to sign in with the return path.
 */
export async function establishSession(location: Location): Promise<SessionOutcome> {
  const config = await authApi.config();
  const { jwtToken, ssoToken } = takeTokenFromQuery(location);
  if (jwtToken) tokenStore.setToken(jwtToken, 'raw');
  if (ssoToken && !(await exchangeSsoToken(ssoToken, config.oidc))) {
    // the sign-in page says why; in OpenID mode it offers the provider again rather than looping
    return { kind: 'redirect', to: signInPagePath(appPath(window.location), 'sso_token_failed') };
  }
  if (tokenStore.token()) {
    try {
      tokenStore.setSession(await authApi.dataSession());
      return { kind: 'signedIn', user: await authApi.checkAuth() };
    } catch {
      tokenStore.clear();
    }
  }
  const back = encodeURIComponent(appPath(window.location));
  const to = config.oidc ? `${apiUrl('auth/oidc/login')}?return=${back}` : signInPagePath(appPath(window.location));
  return { kind: 'redirect', to };
}

/**
 * Ends the session and returns where the browser goes next: for an OpenID session the provider's
 * sign-out (it comes back to the sign-in page), otherwise the sign-in page. The local token is
 * dropped even when the server cannot be reached.
 */
export async function signOut(returnTo = '/'): Promise<string> {
  try {
    return (await authApi.logout(returnTo)).redirect;
  } catch {
    return signInPagePath(returnTo);
  } finally {
    tokenStore.clear();
  }
}
