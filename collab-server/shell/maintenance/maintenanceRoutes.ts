import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { maintenanceModeSchema } from '../../../realtime/protocol/shell/maintenance';
import { readMaintenanceMode, writeMaintenanceMode } from '../../store';
import { parseInput } from '../../problems';
import { requireAdmin } from '../../auth';

/** GET /api/public/maintenanceMode (anybody) and PUT (administrators). */
export async function maintenanceRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/public/maintenanceMode', async () => readMaintenanceMode(ctx.db));

  api.put('/public/maintenanceMode', async (request) => {
    const body = parseInput(maintenanceModeSchema, request.body, 'maintenance mode');
    const caller = await requireAdmin(ctx, request);
    await writeMaintenanceMode(ctx.db, body);
    request.log.info({ userId: caller.user.id, enabled: body.enabled }, 'maintenance mode changed');
    return body;
  });
}
