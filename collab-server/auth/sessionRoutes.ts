import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerFromToken, tokenFromHeader } from './caller';
import { revokeSession } from './sessionStore';
import { AUTH_MESSAGES } from './authMessages';
import { oidcSignOutUrl } from './oidcSignOut';
import { signInPageLocation } from './returnPath';
import { logoutRequestSchema, type LogoutResponse } from '../../realtime/protocol/auth';
import { parseInput } from '../problems';
import { requireSignedIn } from './requestCaller';
import { oidcSignedOutUri } from './oidcRedirectUris';

/** The legacy wrapping the spec keeps: a list whose first item holds JSON text in `res`. */
const wrapped = (value: { session: string } | { error: string }) => [{ res: JSON.stringify(value) }];

export async function sessionRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  /** GET /api/auth/osa-sessionid → [{res: '{"session":"<data session>"}'}]; 401 [{res: '{"error":…}'}]. */
  api.get('/auth/osa-sessionid', async (request, reply) => {
    const token = tokenFromHeader(request.headers.authorization);
    const caller = token ? await callerFromToken(ctx, token) : null;
    if (!caller?.session) return reply.status(401).send(wrapped({ error: AUTH_MESSAGES.notSignedIn }));
    return wrapped({ session: caller.session.data_session });
  });

  /**
   * POST /api/auth/logout {return?: '/path'} → {result:'ok', redirect}: the token and its data
   * session stop working, and `redirect` is where the browser goes next — the provider's
   * end-session URL for an OpenID session (one call both revokes our session and, holding the
   * caller's token, can hint the provider with the session's ID token), else the sign-in page.
   */
  api.post('/auth/logout', async (request): Promise<LogoutResponse> => {
    const body = parseInput(logoutRequestSchema, request.body ?? {}, 'body');
    const { session } = await requireSignedIn(ctx, request);
    if (session) await revokeSession(ctx.db, session.id);
    const atProvider =
      session?.kind === 'oidc'
        ? await oidcSignOutUrl(ctx, { idToken: session.id_token, postLogoutRedirectUri: oidcSignedOutUri(ctx, request), returnTo: body.return })
        : null;
    return { result: 'ok', redirect: atProvider ?? signInPageLocation(ctx.config.basePath, body.return) };
  });
}
