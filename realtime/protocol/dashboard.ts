import { z } from 'zod';
import { idSchema } from './ids';

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
