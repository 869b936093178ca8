import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { checkBackendStatus } from '../../health';

/** GET /api/public/ping: the backend status the shell polls, before and regardless of sign-in. */
export async function statusRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/public/ping', async () => checkBackendStatus(ctx));
}
