import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createManualSchema, manualsQuerySchema, updateManualSchema } from '../../../realtime/protocol/shell/manuals';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { createManual, deleteManual, listManuals, updateManual } from './manualRepository';
import { parseInput } from '../../problems';
import { requireAdmin, requireCaller } from '../../auth';

/** User manuals of the help menu: everyone (the public user too) reads them, administrators keep them. */
export async function manualsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/manuals', async (request) => {
    const query = parseInput(manualsQuerySchema, request.query, 'query');
    await requireCaller(ctx, request);
    return listManuals(ctx.db, query);
  });

  api.post('/app/manuals', async (request) => {
    const body = parseInput(createManualSchema, request.body, 'manual');
    await requireAdmin(ctx, request);
    return createManual(ctx.db, body);
  });

  api.patch('/app/manuals/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'manual id');
    const body = parseInput(updateManualSchema, request.body, 'manual');
    await requireAdmin(ctx, request);
    return updateManual(ctx.db, id, body);
  });

  api.delete('/app/manuals/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'manual id');
    await requireAdmin(ctx, request);
    await deleteManual(ctx.db, id);
    return { deleted: id };
  });
}
