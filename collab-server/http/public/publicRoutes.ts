import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { maintenanceModeSchema } from '../../../realtime/protocol/platform';
import { checkBackendStatus } from '../../platform/backendStatus';
import { readMaintenanceMode, writeMaintenanceMode } from '../../platform/maintenanceMode';
import { parseInput } from '../parseInput';
import { requireAdmin } from '../requestCaller';
import { logErrorRoutes } from './logErrorRoutes';

/** Calls the shell makes before and regardless of sign-in: backend status, maintenance, error logging. */
export async function publicRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/public/ping', async () => checkBackendStatus(ctx));

  api.get('/public/maintenanceMode', async () => readMaintenanceMode(ctx.db));

  api.put('/public/maintenanceMode', async (request) => {
    const body = parseInput(maintenanceModeSchema, request.body, 'maintenance mode');
    const caller = await requireAdmin(ctx, request);
    await writeMaintenanceMode(ctx.db, body);
    request.log.info({ userId: caller.user.id, enabled: body.enabled }, 'maintenance mode changed');
    return body;
  });

  // its own scope: the rate-limit plugin applies only to the routes registered inside it
  await api.register(async (scope) => logErrorRoutes(scope, ctx));
}
