import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { createOsaRoleSchema, updateOsaRoleSchema } from '../../../realtime/protocol/admin/roles';
import { createOsaRole, deleteOsaRole, listOsaRoles, updateOsaRole } from './osaRoleRepository';
import { parseInput } from '../../problems';
import { requireAdmin } from '../../auth';
import { tellRightsChanged } from '../../access';

/** Osa roles (groups of users) are managed by administrators only. */
export async function osaRolesRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/roles/osa', async (request) => {
    await requireAdmin(ctx, request);
    return listOsaRoles(ctx);
  });

  api.post('/roles/osa', async (request) => {
    const body = parseInput(createOsaRoleSchema, request.body, 'osa role');
    await requireAdmin(ctx, request);
    return createOsaRole(ctx, body);
  });

  api.patch('/roles/osa/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'osa role id');
    const body = parseInput(updateOsaRoleSchema, request.body, 'osa role');
    await requireAdmin(ctx, request);
    const updated = await updateOsaRole(ctx, id, body);
    tellRightsChanged(ctx);
    return updated;
  });

  api.delete('/roles/osa/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'osa role id');
    await requireAdmin(ctx, request);
    await deleteOsaRole(ctx, id);
    tellRightsChanged(ctx);
    return { deleted: id };
  });
}
