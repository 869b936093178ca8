import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * The callback the provider sends the browser back to after sign-in: OIDC_REDIRECT_URL, else
 * this server's own `…/api/auth/oidc/callback` as the browser reached it.
 */
export function oidcCallbackUri(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.oidc?.redirectUrl ?? `${request.protocol}://${request.host}${ctx.config.basePath}api/auth/oidc/callback`;
}

/**
 * Where the provider sends the browser after signing out: `…/api/auth/oidc/signed-out`, next to
 * the callback, so configuring OIDC_REDIRECT_URL moves both.
 */
export function oidcSignedOutUri(ctx: AppContext, request: FastifyRequest): string {
  return new URL('signed-out', oidcCallbackUri(ctx, request)).href;
}
