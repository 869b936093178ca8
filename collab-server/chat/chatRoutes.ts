import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  addMembersSchema,
  chatUsersQuerySchema,
  createChannelSchema,
  directChannelSchema,
  memberParamsSchema,
} from '../../realtime/protocol/chat';
import { listChannels } from './channelList';
import { addMembers, createChannel, directChannel, leaveChannel, removeMember } from './channelCommands';
import { searchChatUsers } from './chatUsers';
import { parseInput } from '../problems';
import { chatMessageRoutes, requireChatter } from './chatMessageRoutes';

/** /api/chat: channels, direct messages and their members; messages are in chatMessageRoutes. */
export async function chatRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/chat/channels', async (request) => {
    const caller = await requireChatter(ctx, request);
    return { channels: await listChannels(ctx.db, caller.user.id) };
  });

  api.post('/chat/channels', async (request, reply) => {
    const caller = await requireChatter(ctx, request);
    const body = parseInput(createChannelSchema, request.body, 'channel');
    return reply.status(201).send(await createChannel(ctx, caller.user, body));
  });

  api.post('/chat/direct', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { userId } = parseInput(directChannelSchema, request.body, 'direct channel');
    return directChannel(ctx, caller.user, userId);
  });

  api.post('/chat/channels/:id/members', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'channel id');
    const { userIds } = parseInput(addMembersSchema, request.body, 'members');
    return addMembers(ctx, caller.user, id, userIds);
  });

  api.delete('/chat/channels/:id/members/:userId', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { id, userId } = parseInput(memberParamsSchema, request.params, 'member');
    return removeMember(ctx, caller.user, id, userId);
  });

  api.post('/chat/channels/:id/leave', async (request) => {
    const caller = await requireChatter(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'channel id');
    return leaveChannel(ctx, caller.user, id);
  });

  api.get('/chat/users', async (request) => {
    const caller = await requireChatter(ctx, request);
    const query = parseInput(chatUsersQuerySchema, request.query, 'query');
    return { users: await searchChatUsers(ctx.db, caller.user.id, query.q, query.limit) };
  });

  await chatMessageRoutes(api, ctx);
}
