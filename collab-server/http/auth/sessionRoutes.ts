import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { callerFromToken, tokenFromHeader } from '../../auth/caller';
import { revokeSession } from '../../auth/sessionStore';
import { AUTH_MESSAGES } from '../../auth/authMessages';
import { requireSignedIn } from '../requestCaller';

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

  /** POST /api/auth/logout → {result:'ok'}: the token and its data session stop working. */
  api.post('/auth/logout', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    if (caller.session) await revokeSession(ctx.db, caller.session.id);
    return { result: 'ok' as const };
  });
}
