import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { assignmentsQuerySchema, createAssignmentSchema, fetchAssignmentsSchema, updateAssignmentSchema } from '../../../realtime/protocol/admin/assignments';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { createAssignment, deleteAssignment, listAssignments, updateAssignment } from './assignmentRepository';
import { fetchAssignments, tellRightsChanged } from '../../access';
import { forbidden, parseInput } from '../../problems';
import { requireAdmin, requireSignedIn } from '../../auth';

/** Who holds which role on which object: administered here, read through assignments/fetch. */
export async function assignmentsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/assignments/fetch', async (request) => {
    const body = parseInput(fetchAssignmentsSchema, request.body, 'assignments query');
    const caller = await requireSignedIn(ctx, request);
    if (!caller.user.is_admin && body.userId !== undefined && body.userId !== caller.user.id) {
      throw forbidden('Можно запрашивать только свои назначения');
    }
    // a user who names nobody asks about themselves; administrators see everybody's
    const userId = body.userId ?? (caller.user.is_admin ? undefined : caller.user.id);
    return fetchAssignments(ctx.db, { ...body, userId });
  });

  api.get('/assignments', async (request) => {
    const query = parseInput(assignmentsQuerySchema, request.query, 'query');
    await requireAdmin(ctx, request);
    return listAssignments(ctx.db, query);
  });

  api.post('/assignments', async (request) => {
    const body = parseInput(createAssignmentSchema, request.body, 'assignment');
    await requireAdmin(ctx, request);
    const created = await createAssignment(ctx, body);
    tellRightsChanged(ctx);
    return created;
  });

  api.patch('/assignments/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'assignment id');
    const body = parseInput(updateAssignmentSchema, request.body, 'assignment');
    await requireAdmin(ctx, request);
    const updated = await updateAssignment(ctx, id, body);
    tellRightsChanged(ctx);
    return updated;
  });

  api.delete('/assignments/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'assignment id');
    await requireAdmin(ctx, request);
    await deleteAssignment(ctx, id);
    tellRightsChanged(ctx);
    return { deleted: id };
  });
}
