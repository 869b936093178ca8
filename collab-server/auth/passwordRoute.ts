import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { setPasswordRequestSchema } from '../../realtime/protocol/auth';
import { changePassword } from './passwordChange';
import { parseInput } from '../problems';
import { requireSignedIn } from './requestCaller';

/** POST /api/auth/set-password {password, session_id?, user_id?} → {result:'ok'}. */
export async function passwordRoute(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/auth/set-password', async (request) => {
    const input = parseInput(setPasswordRequestSchema, request.body, 'password request');
    const caller = await requireSignedIn(ctx, request, input.session_id);
    await changePassword(ctx, caller, { password: input.password, userId: input.user_id });
    return { result: 'ok' as const };
  });
}
