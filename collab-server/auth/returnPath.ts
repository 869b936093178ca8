import { isSameSitePath, type SignInErrorCode } from '../../realtime/protocol/auth';

/**
 * Where the browser goes after an OpenID sign-in: the return path (relative to the app's base
 * path, its own query and hash kept) with the one-time `ssoToken` added to its query.
 */
export function locationAfterSignIn(basePath: string, returnTo: string, ssoToken: string): string {
  const path = isSameSitePath(returnTo) ? returnTo : '/';
  // parsed against a dummy origin only to edit the query; the origin is dropped again below
  const url = new URL(path, 'http://return.invalid');
  url.searchParams.set('ssoToken', ssoToken);
  return `${basePath}${url.pathname.slice(1)}${url.search}${url.hash}`;
}

/**
 * The app's sign-in page with the return path and, after a failure, the code of the message it
 * shows: `<base>sso/login?return=%2Fpath&error=license_limit`.
 */
export function signInPageLocation(basePath: string, returnTo: string, error?: SignInErrorCode): string {
  const query = new URLSearchParams({ return: isSameSitePath(returnTo) ? returnTo : '/' });
  if (error) query.set('error', error);
  return `${basePath}sso/login?${query}`;
}

/**
 * Where a silent renewal (prompt=none, in a hidden frame) ends: the page that hands its outcome —
 * the one-time ssoToken or the failure's code — to the app in the frame's parent.
 */
export function silentDoneLocation(basePath: string, outcome: { ssoToken: string } | { error: SignInErrorCode }): string {
  return `${basePath}api/auth/oidc/silent-done?${new URLSearchParams(outcome)}`;
}
