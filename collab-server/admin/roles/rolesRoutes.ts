import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { createRoleSchema, rolesQuerySchema, setUserRolesSchema, updateRoleSchema, userIdParamsSchema } from '../../../realtime/protocol/admin/roles';
import { createRole, deleteRole, listRoles, readUserRoles, setUserRoles, updateRole } from './roleRepository';
import { userRoleCodes, tellRightsChanged } from '../../access';
import { forbidden, parseInput } from '../../problems';
import { requireAdmin, requireSignedIn } from '../../auth';
import { osaRolesRoutes } from './osaRolesRoutes';

/** Application roles, the roles users hold, and osa roles (groups of users). */
export async function rolesRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/roles', async (request) => {
    const query = parseInput(rolesQuerySchema, request.query, 'query');
    const caller = await requireSignedIn(ctx, request);
    if (query.all && !caller.user.is_admin) throw forbidden('Неактивные роли доступны только администраторам');
    return listRoles(ctx, query.all ?? false);
  });

  api.post('/roles', async (request) => {
    const body = parseInput(createRoleSchema, request.body, 'role');
    await requireAdmin(ctx, request);
    return createRole(ctx, body);
  });

  api.patch('/roles/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'role id');
    const body = parseInput(updateRoleSchema, request.body, 'role');
    await requireAdmin(ctx, request);
    const updated = await updateRole(ctx, id, body);
    tellRightsChanged(ctx);
    return updated;
  });

  api.delete('/roles/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'role id');
    await requireAdmin(ctx, request);
    await deleteRole(ctx, id);
    tellRightsChanged(ctx);
    return { deleted: id };
  });

  api.get('/roles/user', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return { name: caller.user.name, userRoles: await userRoleCodes(ctx.db, caller.user.id) };
  });

  api.get('/roles/user/:userId', async (request) => {
    const { userId } = parseInput(userIdParamsSchema, request.params, 'user id');
    await requireAdmin(ctx, request);
    return readUserRoles(ctx.db, userId);
  });

  api.put('/roles/user/:userId', async (request) => {
    const { userId } = parseInput(userIdParamsSchema, request.params, 'user id');
    const body = parseInput(setUserRolesSchema, request.body, 'user roles');
    await requireAdmin(ctx, request);
    const roles = await setUserRoles(ctx, userId, body.roleIds);
    tellRightsChanged(ctx);
    return roles;
  });

  await osaRolesRoutes(api, ctx);
}
