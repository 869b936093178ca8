import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { cancelAccountDeletion, requestAccountDeletion } from './accountDeletion';
import { requireSignedIn } from '../auth';

/** The signed-in user's own account: request and cancel its deletion (platform spec §4). */
export async function accountRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/account/delete-request', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return requestAccountDeletion(ctx, caller.user);
  });

  api.post('/account/delete-cancel', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return cancelAccountDeletion(ctx, caller.user.id);
  });
}
