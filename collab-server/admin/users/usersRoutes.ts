import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { createUserRequestSchema, newUserRolesSchema, updateUserRequestSchema, userIdParamsSchema, type NewUserRoles } from '../../../realtime/protocol/admin/users';
import { readNewUserRoles, writeNewUserRoles, createUser, deleteUser, listUsers, revokeSessionsOf, updateUser, requireAdmin } from '../../auth';
import { setUserMapRightsSchema, type UserMapRights } from '../../../realtime/protocol/admin/userMapRights';
import { parseInput } from '../../problems';
import { tellRightsChanged } from '../../access';
import { presentUser } from './userPresenter';
import { readUserMapRights, replaceUserMapRights } from './userMapRights';

/** /api/users: account management, for admins only. */
export async function usersRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/users', async (request) => {
    await requireAdmin(ctx, request);
    return (await listUsers(ctx)).map(presentUser);
  });

  api.get('/users/new-user-roles', async (request): Promise<NewUserRoles> => {
    await requireAdmin(ctx, request);
    return { roleIds: await readNewUserRoles(ctx.db) };
  });

  api.put('/users/new-user-roles', async (request): Promise<NewUserRoles> => {
    await requireAdmin(ctx, request);
    const { roleIds } = parseInput(newUserRolesSchema, request.body, 'new-user roles');
    return { roleIds: await writeNewUserRoles(ctx.db, roleIds) };
  });

  api.post('/users', async (request, reply) => {
    await requireAdmin(ctx, request);
    const input = parseInput(createUserRequestSchema, request.body, 'user');
    const user = await createUser(ctx, input);
    return reply.status(201).send(presentUser(user));
  });

  api.patch('/users/:id', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const { id } = parseInput(userIdParamsSchema, request.params, 'user id');
    const input = parseInput(updateUserRequestSchema, request.body, 'user');
    return presentUser(await updateUser(ctx, caller, id, input));
  });

  api.delete('/users/:id', async (request) => {
    const caller = await requireAdmin(ctx, request);
    const { id } = parseInput(userIdParamsSchema, request.params, 'user id');
    await deleteUser(ctx, caller, id);
    return { result: 'ok' as const };
  });

  // the user's rights on ontology maps, given from the user's «Изменить»
  api.get('/users/:id/map-rights', async (request): Promise<UserMapRights> => {
    await requireAdmin(ctx, request);
    const { id } = parseInput(userIdParamsSchema, request.params, 'user id');
    return readUserMapRights(ctx.db, id);
  });

  api.put('/users/:id/map-rights', async (request): Promise<UserMapRights> => {
    await requireAdmin(ctx, request);
    const { id } = parseInput(userIdParamsSchema, request.params, 'user id');
    const wanted = parseInput(setUserMapRightsSchema, request.body, 'map rights');
    const rights = await replaceUserMapRights(ctx.db, id, wanted);
    tellRightsChanged(ctx);
    return rights;
  });

  api.delete('/users/:id/sessions', async (request) => {
    await requireAdmin(ctx, request);
    const { id } = parseInput(userIdParamsSchema, request.params, 'user id');
    return { result: 'ok' as const, revoked: await revokeSessionsOf(ctx, id) };
  });
}
