import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerAccess, requireSignedIn } from '../auth';
import { createTagSchema, updateTagSchema } from '../../realtime/protocol/profile/tags';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { createTag, deleteTag, listVisibleTags, updateTag } from './tagRepository';
import { parseInput } from '../problems';

/** Tags (platform spec §3): each user's own, and the shared ones of their roles. */
export async function tagsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/app/tags', async (request) => {
    const caller = await requireSignedIn(ctx, request);
    return listVisibleTags(ctx.db, callerAccess(caller));
  });

  api.post('/app/tags', async (request) => {
    const body = parseInput(createTagSchema, request.body, 'tag');
    const caller = await requireSignedIn(ctx, request);
    return createTag(ctx.db, caller.user.id, body);
  });

  api.patch('/app/tags/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'tag id');
    const body = parseInput(updateTagSchema, request.body, 'tag');
    const caller = await requireSignedIn(ctx, request);
    return updateTag(ctx.db, callerAccess(caller), id, body);
  });

  api.delete('/app/tags/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'tag id');
    const caller = await requireSignedIn(ctx, request);
    await deleteTag(ctx.db, callerAccess(caller), id);
    return { deleted: id };
  });
}
