import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { shareMapSchema, sharingCandidatesQuerySchema, unshareMapParamsSchema, type EditRightsAnswer, type MapSharing, type SharingCandidates } from '../../../realtime/protocol/ontology/rights';
import { searchChatUsers } from '../../chat';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import { mayEditSomething } from '../../../model/editRights';
import { parseInput, forbidden } from '../../problems';
import { requireCaller, requireSignedIn } from '../../auth';
import { RIGHTS_MESSAGES } from '../../ontologyStore';
import { loadEditRights, tellRightsChanged } from '../../access';
import { readMapSharing, shareMap, unshareMap } from './mapSharing';

const SHARE_FORBIDDEN = 'Менять, кто редактирует карту, могут администраторы и редакторы всей онтологии';

/** The caller's edit rights, and the sharing of each ontology map. */
export async function rightsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/ontology/rights', async (request): Promise<EditRightsAnswer> => {
    const caller = await requireCaller(ctx, request);
    const rights = await loadEditRights(ctx.db, caller);
    const names = rights.maps.length
      ? await ctx.db
          .selectFrom('instances as i')
          .innerJoin('memberships as m', 'm.instance_id', 'i.id')
          .select(['i.id', 'i.name'])
          .where('i.id', 'in', [...rights.maps])
          .where('m.class_id', '=', META_CLASS.OntologyMap)
          .orderBy('i.name')
          .execute()
      : [];
    return { all: rights.all, maps: names, reason: mayEditSomething(rights) ? null : RIGHTS_MESSAGES.noRights };
  });

  api.get('/ontology/maps/:id/sharing', async (request): Promise<MapSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const caller = await requireSignedIn(ctx, request);
    return readMapSharing(ctx.db, id, (await loadEditRights(ctx.db, caller)).all);
  });

  api.get('/ontology/maps/:id/sharing/candidates', async (request): Promise<SharingCandidates> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const query = parseInput(sharingCandidatesQuerySchema, request.query ?? {}, 'query');
    const caller = await requireSignedIn(ctx, request);
    if (!(await loadEditRights(ctx.db, caller)).all) throw forbidden(SHARE_FORBIDDEN);
    const editors = new Set((await readMapSharing(ctx.db, id, true)).editors.map((e) => e.userId));
    const found = await searchChatUsers(ctx.db, caller.user.id, query.q, query.limit + editors.size);
    return { users: found.filter((u) => !editors.has(u.id)).slice(0, query.limit) };
  });

  api.post('/ontology/maps/:id/sharing', async (request): Promise<MapSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const { userId } = parseInput(shareMapSchema, request.body, 'sharing');
    const caller = await requireSignedIn(ctx, request);
    if (!(await loadEditRights(ctx.db, caller)).all) throw forbidden(SHARE_FORBIDDEN);
    await shareMap(ctx.db, id, userId);
    tellRightsChanged(ctx);
    return readMapSharing(ctx.db, id, true);
  });

  api.delete('/ontology/maps/:id/sharing/:userId', async (request): Promise<MapSharing> => {
    const { id, userId } = parseInput(unshareMapParamsSchema, request.params, 'sharing');
    const caller = await requireSignedIn(ctx, request);
    if (!(await loadEditRights(ctx.db, caller)).all) throw forbidden(SHARE_FORBIDDEN);
    await unshareMap(ctx.db, id, userId);
    tellRightsChanged(ctx);
    return readMapSharing(ctx.db, id, true);
  });
}
