import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Caller } from '../auth';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { historyQuerySchema, markReadSchema, postMessageSchema, sinceQuerySchema } from '../../realtime/protocol/chat';
import { assertChatEnabled, channelOfMember } from './chatAccess';
import { channelHistory, messagesSince } from './chatHistory';
import { postChatMessage } from './messagePoster';
import { markChannelRead } from './readMarker';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';

/**
 * A signed-in caller (never the public user) of the chat, for chatRoutes too: a section turned off
 * refuses everybody alike, so it is asked before who is calling.
 */
export async function requireChatter(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  assertChatEnabled(ctx);
  return requireSignedIn(ctx, request);
}

/** /api/chat messages: history pages, posting, read marks and the catch-up after a reconnect. */
export async function chatMessageRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/chat/channels/:id/messages', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'channel id');
    const query = parseInput(historyQuerySchema, request.query, 'query');
    await channelOfMember(ctx.db, id, caller.user.id);
    return channelHistory(ctx.db, id, query);
  });

  api.post('/chat/channels/:id/messages', async (request, reply) => {
    const caller = await requireChatter(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'channel id');
    const { text } = parseInput(postMessageSchema, request.body, 'message');
    return reply.status(201).send(await postChatMessage(ctx, caller.user, id, text));
  });

  api.post('/chat/channels/:id/read', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'channel id');
    const { seq } = parseInput(markReadSchema, request.body, 'read mark');
    return markChannelRead(ctx, caller.user.id, id, seq);
  });

  api.get('/chat/messages/since', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { seq, limit } = parseInput(sinceQuerySchema, request.query, 'query');
    return messagesSince(ctx.db, caller.user.id, seq, limit);
  });
}
