import { z } from 'zod';
import { idSchema } from './ids';
import { entityChangeSchema } from './hubEvents';

/**
 * What a browser sends to the socket.io hub (`{basePath}realtime`), each with its zod schema, and
 * the acknowledgement every message gets. The hub validates every message with these schemas and
 * answers a bad one with `{ ok: false, error }`; the socket stays open.
 */

/** The hub's path under the base path, e.g. `/realtime` or `/ontoweave/realtime`. */
export const HUB_PATH = 'realtime';
export const hubPath = (basePath: string): string => `${basePath.endsWith('/') ? basePath : `${basePath}/`}${HUB_PATH}`;

/** Largest message the hub accepts (bytes of its JSON): bigger ones are refused with an error ack. */
export const HUB_MAX_MESSAGE_BYTES = 64 * 1024;
/** Rooms one message may join or leave, and entities one catch-up may ask for. */
export const HUB_MAX_ENTITIES = 200;
/** Rows one catch-up answers at most; `more` says the client should ask again from the last seq. */
export const HUB_CATCH_UP_LIMIT = 500;

const entitiesSchema = z.array(idSchema).min(1).max(HUB_MAX_ENTITIES);
/** A change-log sequence number: digits, as bigint text. */
export const seqSchema = z.string().regex(/^\d{1,19}$/, 'must be a change-log sequence number');

/** Join the rooms of these entities (an instance, a class: a class's room hears its instances' changes). */
export const watchMessageSchema = z.object({ entities: entitiesSchema }).strict();
export const unwatchMessageSchema = z.object({ entities: entitiesSchema }).strict();
/** The changes after `since` to these entities (and to instances of these classes), oldest first. */
export const catchUpMessageSchema = z.object({ since: seqSchema, entities: entitiesSchema }).strict();

/** Where the streams stand now (the change log as this process tails it, the chat): a fresh tab's starting point. */
export const syncMessageSchema = z.object({}).strict();

export const hubMessageSchemas = {
  sync: syncMessageSchema,
  watch: watchMessageSchema,
  unwatch: unwatchMessageSchema,
  catchUp: catchUpMessageSchema,
} as const;

export type HubMessageName = keyof typeof hubMessageSchemas;
export type HubMessage<N extends HubMessageName> = z.infer<(typeof hubMessageSchemas)[N]>;
export const HUB_MESSAGE_NAMES = Object.keys(hubMessageSchemas) as HubMessageName[];

export const hubErrorAckSchema = z.object({ ok: z.literal(false), error: z.string() });
export type HubErrorAck = z.infer<typeof hubErrorAckSchema>;

export const watchAckSchema = z.union([z.object({ ok: z.literal(true), entities: z.array(idSchema), lastSeq: seqSchema }), hubErrorAckSchema]);
export type WatchAck = z.infer<typeof watchAckSchema>;
export const unwatchAckSchema = z.union([z.object({ ok: z.literal(true) }), hubErrorAckSchema]);
/** A catch-up answer covers the log up to `until`: ask again from there while `more`. */
export const catchUpAckSchema = z.union([z.object({ ok: z.literal(true), changes: z.array(entityChangeSchema), until: seqSchema, more: z.boolean() }), hubErrorAckSchema]);
export type CatchUpAck = z.infer<typeof catchUpAckSchema>;

export const syncAckSchema = z.union([z.object({ ok: z.literal(true), changeSeq: seqSchema, chatSeq: seqSchema }), hubErrorAckSchema]);
export type SyncAck = z.infer<typeof syncAckSchema>;

export const hubAckSchemas = { sync: syncAckSchema, watch: watchAckSchema, unwatch: unwatchAckSchema, catchUp: catchUpAckSchema } as const;
export type HubAck<N extends HubMessageName> = z.infer<(typeof hubAckSchemas)[N]>;

/** Why the handshake was refused (the connect_error's message). */
export const HUB_REFUSALS = {
  noToken: 'authentication required: send the session token as auth.token',
  badToken: 'invalid or expired session token',
} as const;
