import { z } from 'zod';
import { idSchema } from './ids';
import { chatMessageEventSchema, chatReadEventSchema } from './hubEvents';

/**
 * The chat (issue 4): channels with members, direct messages (a two-member channel) and the
 * general channel every signed-in user is in. Messages carry a global `seq` (a database sequence)
 * that orders them and that a client catches up from after a reconnect. The REST calls live
 * under /api/chat; new messages and read marks also arrive on the hub (CHAT_MESSAGE, CHAT_READ).
 */
export { chatMessageEventSchema, chatReadEventSchema };
export type { ChatMessageEvent, ChatReadEvent } from './hubEvents';

export const CHAT_LIMITS = {
  /** Characters of a message as typed (before sanitizing). */
  textMax: 4000,
  channelNameMax: 100,
  membersMax: 200,
  pageMax: 100,
  pageDefault: 50,
  sinceMax: 500,
  usersMax: 50,
} as const;

/** A seq as it travels: a decimal string (bigint in the database). */
export const seqSchema = z.string().regex(/^\d{1,18}$/, 'a sequence number (digits)');

export const CHANNEL_KINDS = ['general', 'channel', 'direct'] as const;
export const channelKindSchema = z.enum(CHANNEL_KINDS);
export type ChannelKind = z.infer<typeof channelKindSchema>;

export const chatUserSchema = z.object({ id: idSchema, name: z.string(), login: z.string() });
export type ChatUser = z.infer<typeof chatUserSchema>;

/** A channel as its member sees it in the list. */
export const chatChannelSchema = z.object({
  id: idSchema,
  kind: channelKindSchema,
  /** The channel's name; '' for a direct channel (shown by the other member's name). */
  name: z.string(),
  creatorId: idSchema.nullable(),
  /** Every member; empty for the general channel, which everyone is in. */
  members: z.array(chatUserSchema),
  /** Messages of others after the caller's read mark. */
  unread: z.number().int().nonnegative(),
  lastReadSeq: seqSchema,
  lastMessage: chatMessageEventSchema.nullable(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;
export const chatChannelListSchema = z.object({ channels: z.array(chatChannelSchema) });

const channelNameSchema = z.string().trim().min(1).max(CHAT_LIMITS.channelNameMax);
const memberIdsSchema = z.array(idSchema).max(CHAT_LIMITS.membersMax);

/** POST /api/chat/channels: the creator is always a member. */
export const createChannelSchema = z.object({ name: channelNameSchema, memberIds: memberIdsSchema.default([]) }).strict();
export type CreateChannel = z.infer<typeof createChannelSchema>;

/** POST /api/chat/direct: the direct channel with this user, made on first use. */
export const directChannelSchema = z.object({ userId: idSchema }).strict();

/** POST /api/chat/channels/:id/members (creator or admin). */
export const addMembersSchema = z.object({ userIds: memberIdsSchema.min(1) }).strict();
/** DELETE /api/chat/channels/:id/members/:userId (creator or admin). */
export const memberParamsSchema = z.object({ id: idSchema, userId: idSchema }).strict();

/**
 * GET /api/chat/channels/:id/messages?before=&limit= — the `limit` newest messages with a seq below
 * `before` (all when absent), answered OLDEST FIRST (in reading order); `hasMore` tells whether
 * earlier ones exist, to be fetched with `before` = the first message's seq.
 */
export const historyQuerySchema = z
  .object({
    before: seqSchema.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageDefault),
  })
  .strict();
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
export const chatHistorySchema = z.object({ messages: z.array(chatMessageEventSchema), hasMore: z.boolean() });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /api/chat/channels/:id/messages */
export const postMessageSchema = z
  .object({ text: z.string().max(CHAT_LIMITS.textMax).refine((t) => t.trim().length > 0, 'the message is empty') })
  .strict();
export type PostMessage = z.infer<typeof postMessageSchema>;

/** POST /api/chat/channels/:id/read: read up to this message (a mark never moves back). */
export const markReadSchema = z.object({ seq: seqSchema }).strict();

/**
 * GET /api/chat/messages/since?seq=n&limit= — messages after seq in every channel of the caller,
 * oldest first, at most `limit` (default and max 500); `hasMore`: ask again from the last seq.
 */
export const sinceQuerySchema = z
  .object({ seq: seqSchema, limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.sinceMax).default(CHAT_LIMITS.sinceMax) })
  .strict();
export const chatSinceSchema = z.object({ messages: z.array(chatMessageEventSchema), hasMore: z.boolean() });

/** GET /api/chat/users?q= — users one may write to (signed-in, enabled), by name or login. */
export const chatUsersQuerySchema = z
  .object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.usersMax).default(20) })
  .strict();
export const chatUsersSchema = z.object({ users: z.array(chatUserSchema) });
