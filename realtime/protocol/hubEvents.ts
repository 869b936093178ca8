import { z } from 'zod';
import { idSchema } from './ids';
import { pingResultSchema } from './shell/status';
import { notificationSchema } from './dashboard';
import { reasonerUpdateSchema } from './reasoner';

/**
 * Every event the socket.io hub (`/realtime`) pushes to browsers, with its payload schema. The
 * server builds events with these schemas and the browser's bus parses what arrives with them,
 * so a payload that drifts fails loudly on both sides (platform spec §7, issue 4).
 */

/** Import status as the spec names it; progress is ours: rows done of rows in the file. */
export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const importStatusUpdateSchema = z.object({
  userId: idSchema,
  importId: idSchema,
  importName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative(), rejected: z.number().int().nonnegative() }),
});
export type ImportStatusUpdate = z.infer<typeof importStatusUpdateSchema>;

/** A chat message as stored: text already sanitized on the server. */
export const chatMessageEventSchema = z.object({
  id: idSchema,
  channelId: idSchema,
  seq: z.string(),
  authorId: idSchema,
  authorName: z.string(),
  text: z.string(),
  mentions: z.array(idSchema),
  createdAt: z.string(),
});
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

/** Someone read a channel up to a message. */
export const chatReadEventSchema = z.object({ channelId: idSchema, userId: idSchema, lastReadSeq: z.string() });
export type ChatReadEvent = z.infer<typeof chatReadEventSchema>;

/** A comment discussion changed (documents issue): the bus carries it, viewers refetch. */
export const discussionUpdateSchema = z.object({
  documentId: idSchema,
  discussionId: idSchema,
  kind: z.enum(['created', 'commented', 'completed', 'reopened', 'deleted']),
  open: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type DiscussionUpdate = z.infer<typeof discussionUpdateSchema>;

/** One change-log row as clients see it: `seq` orders changes and is what a reconnect catches up from. */
export const entityChangeSchema = z.object({
  seq: z.string(),
  at: z.string(),
  userId: idSchema.nullable(),
  tabSessionId: z.string().nullable(),
  entity: idSchema,
  prop: idSchema.nullable(),
  op: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type EntityChange = z.infer<typeof entityChangeSchema>;

/** A notification stored by `app/notify`, pushed to its addressee: as the list shows it, not yet read. */
export const notificationEventSchema = notificationSchema.omit({ readAt: true });
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Roles or assignments changed: the tab asks for its edit rights again and re-reads what it shows. */
export const rightsChangedSchema = z.object({});
export type RightsChanged = z.infer<typeof rightsChangedSchema>;

export const hubEventSchemas = {
  IMPORT_STATUS_UPDATE: importStatusUpdateSchema,
  CHAT_MESSAGE: chatMessageEventSchema,
  CHAT_READ: chatReadEventSchema,
  BACKEND_STATUS: pingResultSchema,
  DISCUSSION_UPDATE: discussionUpdateSchema,
  ENTITY_CHANGE: entityChangeSchema,
  NOTIFICATION: notificationEventSchema,
  RIGHTS_CHANGED: rightsChangedSchema,
  /** A map's reasoner moved on (issue 16): to the map's entity room. */
  REASONER_UPDATE: reasonerUpdateSchema,
} as const;

export type HubEventName = keyof typeof hubEventSchemas;
export type HubEventPayload<N extends HubEventName> = z.infer<(typeof hubEventSchemas)[N]>;

/** Rooms: one per user and one per entity (an instance, a document, a chat channel). */
export const userRoom = (userId: string): string => `user:${userId}`;
export const entityRoom = (entityId: string): string => `entity:${entityId}`;
