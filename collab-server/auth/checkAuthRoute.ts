import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { checkAuthQuerySchema } from '../../realtime/protocol/auth';
import { tokenFromHeader } from './caller';
import { exchangeSsoToken } from './signIn';
import { parseInput } from '../problems';
import { requireCaller } from './requestCaller';
import { presentSessionUser } from './sessionUserPresenter';

/**
 * GET /api/auth/check-auth → the session user (or the public user when there is no token);
 * GET /api/auth/check-auth?ssoToken=… → {jwtToken} for a one-time token from the OpenID callback.
 */
export async function checkAuthRoute(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/auth/check-auth', async (request) => {
    const query = parseInput(checkAuthQuerySchema, request.query, 'query');
    if (query.ssoToken !== undefined) return { jwtToken: await exchangeSsoToken(ctx, query.ssoToken) };
    const caller = await requireCaller(ctx, request);
    return presentSessionUser(ctx, caller, tokenFromHeader(request.headers.authorization));
  });
}
