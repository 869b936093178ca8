import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { classViewsQuerySchema, createClassViewSchema, updateClassViewSchema } from '../../../realtime/protocol/admin/views';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { createClassView, deleteClassView, listClassViews, updateClassView } from './classViewRepository';
import { forbidden, parseInput } from '../../problems';
import { requireAdmin, requireSignedIn } from '../../auth';

/** Class views (platform spec §6): offered by role; administrators keep them on /settings/views. */
export async function viewsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/views', async (request) => {
    const query = parseInput(classViewsQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    if (query.all && !caller.user.is_admin) throw forbidden('Все представления доступны только администраторам');
    return listClassViews(ctx.db, { classId: query.class, offeredTo: query.all ? null : caller.user.id });
  });

  api.post('/views', async (request) => {
    const body = parseInput(createClassViewSchema, request.body, 'view');
    await requireAdmin(ctx, request);
    return createClassView(ctx.db, body);
  });

  api.patch('/views/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'view id');
    const body = parseInput(updateClassViewSchema, request.body, 'view');
    await requireAdmin(ctx, request);
    return updateClassView(ctx.db, id, body);
  });

  api.delete('/views/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'view id');
    await requireAdmin(ctx, request);
    await deleteClassView(ctx.db, id);
    return { deleted: id };
  });
}
