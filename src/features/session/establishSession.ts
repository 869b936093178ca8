import { basePath, apiUrl } from '../../app/basePath';
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

/**
 * Signs the tab in from what it has: a token handed back by the sign-in page, an SSO token from
 * OpenID sign-in, or the stored token; otherwise sends the user to sign in with the return path.
 */
export async function establishSession(location: Location): Promise<SessionOutcome> {
  const config = await authApi.config();
  const { jwtToken, ssoToken } = takeTokenFromQuery(location);
  if (jwtToken) tokenStore.setToken(jwtToken, 'raw');
  if (ssoToken) {
    const exchanged = await authApi.exchangeSsoToken(ssoToken);
    tokenStore.setToken(exchanged.jwtToken, config.oidc ? 'bearer' : 'raw');
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
  const to = config.oidc ? `${apiUrl('auth/oidc/login')}?return=${back}` : `${basePath()}sso/login?return=${back}`;
  return { kind: 'redirect', to };
}

export async function signOut(): Promise<void> {
  try {
    await authApi.logout();
  } finally {
    tokenStore.clear();
  }
}
