import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isSameSitePath, oidcCallbackQuerySchema, oidcLoginQuerySchema, oidcSignedOutQuerySchema, oidcSilentDoneQuerySchema } from '../../realtime/protocol/auth';
import { silentDonePage } from './silentDonePage';
import { finishOidcSignIn, startOidcSignIn } from './oidcSignIn';
import { OidcUnavailableError } from './oidcClient';
import { signInPageLocation, silentDoneLocation } from './returnPath';
import { parseInput } from '../problems';
import { oidcCallbackUri } from './oidcRedirectUris';

/**
 * OpenID Connect: authorization code flow with PKCE; 404 when not configured. These are browser
 * navigations, so failures the user can meet send the browser to the sign-in page with an
 * `error` code instead of answering JSON.
 */
export async function oidcRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  /**
   * GET /api/auth/oidc/login?return=/path → 302 to the identity provider (or to the sign-in page
   * when it is down); with prompt=none, the silent renewal that ends on silent-done.
   */
  api.get('/auth/oidc/login', async (request, reply) => {
    const query = parseInput(oidcLoginQuerySchema, request.query, 'query');
    const silent = query.prompt === 'none';
    try {
      const url = await startOidcSignIn(ctx, oidcCallbackUri(ctx, request), query.return, silent);
      return reply.redirect(url.href, 302);
    } catch (error) {
      if (!(error instanceof OidcUnavailableError)) throw error;
      const page = silent ? silentDoneLocation(ctx.config.basePath, { error: 'oidc_unavailable' }) : signInPageLocation(ctx.config.basePath, query.return, 'oidc_unavailable');
      return reply.redirect(page, 302);
    }
  });

  /** GET /api/auth/oidc/silent-done?ssoToken=…|error=…: hands a silent renewal's outcome to the app in the frame's parent. */
  api.get('/auth/oidc/silent-done', async (request, reply) => {
    const query = parseInput(oidcSilentDoneQuerySchema, request.query, 'query');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(silentDonePage(query));
  });

  /**
   * GET /api/auth/oidc/callback?code&state → 302 to `<base><return>?ssoToken=…`; on failure 302 to
   * `<base>sso/login?return=…&error=license_limit|oidc_failed|oidc_state_expired|oidc_unavailable`.
   */
  api.get('/auth/oidc/callback', async (request, reply) => {
    const parsed = oidcCallbackQuerySchema.safeParse(request.query);
    if (!parsed.success) ctx.log.warn({ issues: parsed.error.issues }, 'OpenID callback with an unusable query');
    const callbackUrl = new URL(oidcCallbackUri(ctx, request));
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    return reply.redirect(await finishOidcSignIn(ctx, callbackUrl, parsed.success ? parsed.data : null), 302);
  });

  /** GET /api/auth/oidc/signed-out?state=/path: back from the provider's sign-out → 302 to `<base>sso/login?return=…`. */
  api.get('/auth/oidc/signed-out', async (request, reply) => {
    const query = parseInput(oidcSignedOutQuerySchema, request.query, 'query');
    const returnTo = query.state && isSameSitePath(query.state) ? query.state : '/';
    return reply.redirect(signInPageLocation(ctx.config.basePath, returnTo), 302);
  });
}
