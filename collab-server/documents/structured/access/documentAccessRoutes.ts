import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { idParamsSchema } from '../../../../realtime/protocol/ids';
import { documentGrantCreateSchema, documentGrantParamsSchema } from '../../../../realtime/protocol/documents/access';
import { grantAccess, listGrants, revokeAccess } from './documentGrants';
import { parseInput } from '../../../problems';
import { requireSignedIn } from '../../../auth';

/** GET/POST/DELETE /api/documents/{id}/access: who edits a document besides its author; its author and the administrators decide. */
export async function documentAccessRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/documents/:id/access', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    return listGrants(ctx, await requireSignedIn(ctx, request), id);
  });

  api.post('/documents/:id/access', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'document id');
    const input = parseInput(documentGrantCreateSchema, request.body, 'access');
    return grantAccess(ctx, await requireSignedIn(ctx, request), id, input);
  });

  api.delete('/documents/:id/access/:assignmentId', async (request) => {
    const { id, assignmentId } = parseInput(documentGrantParamsSchema, request.params, 'access');
    return revokeAccess(ctx, await requireSignedIn(ctx, request), id, assignmentId);
  });
}
