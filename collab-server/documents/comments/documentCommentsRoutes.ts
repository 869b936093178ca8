import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { commentEditSchema, commentReplySchema, discussionCreateSchema, fetchDiscussionsSchema } from '../../../realtime/protocol/documents/comments';
import { createDiscussion, deleteComment, editComment, replyToDiscussion, setDiscussionCompleted } from './discussionCommands';
import { fetchDiscussions } from './discussionFetcher';
import { parseInput } from '../../problems';
import { requireCaller, requireSignedIn } from '../../auth';

// the spec's clients send the data session in the body; a token in the header comes first
const bodySession = (request: FastifyRequest): string | undefined => {
  const body = request.body as { session?: unknown } | null | undefined;
  return typeof body?.session === 'string' ? body.session : undefined;
};

/**
 * Comments on structured documents (issue 6): discussions on a range of content, replies, edits,
 * deletion, completing and reopening, and `document/fetchDiscussions` (the spec's path ends with
 * a slash; both spellings are served). Every change is announced as DISCUSSION_UPDATE.
 */
export async function documentCommentsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const fetchHandler = async (request: FastifyRequest) => {
    const input = parseInput(fetchDiscussionsSchema, request.body, 'discussions request');
    const caller = await requireCaller(ctx, request, input.session);
    return fetchDiscussions(ctx, caller, input.documentIds);
  };
  api.post('/document/fetchDiscussions', fetchHandler);
  api.post('/document/fetchDiscussions/', fetchHandler);

  api.post('/document/discussions', async (request, reply) => {
    const input = parseInput(discussionCreateSchema, request.body, 'discussion');
    const caller = await requireSignedIn(ctx, request, input.session);
    return reply.status(201).send(await createDiscussion(ctx, caller, input));
  });

  api.post('/document/discussions/:id/comments', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'discussion id');
    const input = parseInput(commentReplySchema, request.body, 'comment');
    const caller = await requireSignedIn(ctx, request, input.session);
    return reply.status(201).send(await replyToDiscussion(ctx, caller, id, input));
  });

  api.post('/document/discussions/:id/complete', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'discussion id');
    const caller = await requireSignedIn(ctx, request, bodySession(request));
    return setDiscussionCompleted(ctx, caller, id, true);
  });

  api.post('/document/discussions/:id/reopen', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'discussion id');
    const caller = await requireSignedIn(ctx, request, bodySession(request));
    return setDiscussionCompleted(ctx, caller, id, false);
  });

  api.patch('/document/comments/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'comment id');
    const input = parseInput(commentEditSchema, request.body, 'comment');
    const caller = await requireSignedIn(ctx, request, input.session);
    return editComment(ctx, caller, id, input.text);
  });

  api.delete('/document/comments/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'comment id');
    const caller = await requireSignedIn(ctx, request);
    return deleteComment(ctx, caller, id);
  });
}
