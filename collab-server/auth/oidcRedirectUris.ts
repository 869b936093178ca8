import type { AppContext } from '../context';

/** How the browser reached this server (a request's scheme and Host, behind proxies as they tell it). */
export type ReachedAt = { protocol: string; host: string };

/**
 * The callback the provider sends the browser back to after sign-in: OIDC_REDIRECT_URL, else
 * this server's own `…/api/auth/oidc/callback` as the browser reached it.
 */
export function oidcCallbackUri(ctx: AppContext, reached: ReachedAt): string {
  return ctx.config.oidc?.redirectUrl ?? `${reached.protocol}://${reached.host}${ctx.config.basePath}api/auth/oidc/callback`;
}

/**
 * Where the provider sends the browser after signing out: `…/api/auth/oidc/signed-out`, next to
 * the callback, so configuring OIDC_REDIRECT_URL moves both.
 */
export function oidcSignedOutUri(ctx: AppContext, reached: ReachedAt): string {
  return new URL('signed-out', oidcCallbackUri(ctx, reached)).href;
}
