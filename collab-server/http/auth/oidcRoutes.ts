import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { oidcCallbackQuerySchema, oidcLoginQuerySchema } from '../../../realtime/protocol/auth';
import { finishOidcSignIn, startOidcSignIn } from '../../auth/oidcSignIn';
import { parseInput } from '../parseInput';

/** OIDC_REDIRECT_URL, else this server's own callback as the browser reached it. */
function redirectUriFor(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.oidc?.redirectUrl ?? `${request.protocol}://${request.host}${ctx.config.basePath}api/auth/oidc/callback`;
}

/** OpenID Connect sign-in: authorization code flow with PKCE; 404 when not configured. */
export async function oidcRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  /** GET /api/auth/oidc/login?return=/path → 302 to the identity provider. */
  api.get('/auth/oidc/login', async (request, reply) => {
    const query = parseInput(oidcLoginQuerySchema, request.query, 'query');
    const url = await startOidcSignIn(ctx, redirectUriFor(ctx, request), query.return);
    return reply.redirect(url.href, 302);
  });

  /** GET /api/auth/oidc/callback?code&state → 302 to `<base><return>?ssoToken=…`. */
  api.get('/auth/oidc/callback', async (request, reply) => {
    const query = parseInput(oidcCallbackQuerySchema, request.query, 'query');
    const callbackUrl = new URL(redirectUriFor(ctx, request));
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    return reply.redirect(await finishOidcSignIn(ctx, callbackUrl, query), 302);
  });
}
