import { z } from 'zod';
import { idSchema } from './ids';

/** GET /api/public/ping: the backend status the client polls every 10 s (platform spec §4). */
export const SERVICE_STATUSES = ['GREEN', 'RED'] as const;
export const BACKEND_STATUSES = ['GREEN', 'YELLOW', 'RED'] as const;
export const serviceStatusSchema = z.object({
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  latencyMs: z.number(),
  message: z.string().optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
export const pingResultSchema = z.object({ status: z.enum(BACKEND_STATUSES), services: z.array(serviceStatusSchema) });
export type PingResult = z.infer<typeof pingResultSchema>;

/** GET and PUT /api/public/maintenanceMode. */
export const maintenanceModeSchema = z
  .object({
    enabled: z.boolean(),
    /** The announcement admins see: 'Включен режим обслуживания. Объявление: {message}'. */
    message: z.string().max(2000).default(''),
  })
  .strict();
export type MaintenanceModeBody = z.infer<typeof maintenanceModeSchema>;

const shortText = (max: number) => z.string().max(max);

/**
 * Debug info the client attaches to a logged error (platform spec §8). Unknown keys are dropped
 * rather than refused: an old client's error report is still worth keeping.
 */
export const clientErrorInfoSchema = z.object({
  url: shortText(2000).optional(),
  route: shortText(500).optional(),
  userId: shortText(100).nullable().optional(),
  isAdmin: z.boolean().optional(),
  versions: z.record(shortText(50), shortText(100)).refine((v) => Object.keys(v).length <= 10, 'at most 10 versions').optional(),
  plugins: z.array(shortText(200)).max(100).optional(),
  screen: z.union([shortText(100), z.object({ width: z.number().int().min(0), height: z.number().int().min(0) })]).optional(),
  agent: shortText(1000).optional(),
  /** Known API error (the server answered with `error`) or anything else. */
  tag: z.enum(['known', 'unknown']).optional(),
  stack: shortText(20_000).optional(),
});
export type ClientErrorInfo = z.infer<typeof clientErrorInfoSchema>;

/** POST /api/public/log-error: anonymous or signed in; the user is taken from the token, never the body. */
export const logErrorRequestSchema = z
  .object({
    msg: z.string().min(1).max(10_000),
    info: clientErrorInfoSchema.optional(),
    /** The data session, for clients that sign requests with it rather than the Authorization header. */
    session: z.string().max(100).optional(),
  })
  .strict();
export type LogErrorRequest = z.infer<typeof logErrorRequestSchema>;
export const logErrorResultSchema = z.object({ logged: z.literal(true) });

export const logErrorListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }).strict();
export const clientErrorSchema = z.object({
  id: z.string(),
  userId: idSchema.nullable(),
  msg: z.string(),
  info: clientErrorInfoSchema.nullable(),
  createdAt: z.string(),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

/** POST /api/app/notify. */
export const notifyRequestSchema = z
  .object({
    users: z.array(idSchema).min(1).max(1000),
    subject: z.string().trim().min(1).max(500),
    message: z.string().min(1).max(20_000),
  })
  .strict();
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;
export const notifyResultSchema = z.object({ sent: z.number().int() });

/** GET /api/app/notifications: the caller's own, newest first. */
export const notificationsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(50),
    unreadOnly: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  })
  .strict();
export const notificationSchema = z.object({
  id: idSchema,
  fromUserId: idSchema.nullable(),
  fromUserName: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResultSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() });
export type NotificationsResult = z.infer<typeof notificationsResultSchema>;

/** POST /api/app/notifications/read: ids of the caller's notifications; others' are ignored. */
export const markNotificationsReadSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) }).strict();
export const markNotificationsReadResultSchema = z.object({ updated: z.number().int() });

/** GET /api/app/plugins: each plugin's configuration JSON, already parsed. */
export const pluginSchema = z.object({ id: idSchema, name: z.string(), config: z.unknown() });
export type Plugin = z.infer<typeof pluginSchema>;
export const pluginsResultSchema = z.array(pluginSchema);

/** POST /api/account/delete-request and /api/account/delete-cancel. */
export const accountDeletionRequestedSchema = z.object({ deleteAccountRequestDate: z.string(), deletionDate: z.string() });
export type AccountDeletionRequested = z.infer<typeof accountDeletionRequestedSchema>;
export const accountDeletionCancelledSchema = z.object({ deleteAccountRequestDate: z.null() });
