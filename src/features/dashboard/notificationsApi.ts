import { apiFetch } from '../../api/apiFetch';
import { markNotificationsReadResultSchema, notificationsResultSchema, type NotificationsResult } from '../../../realtime/protocol/dashboard';

export async function fetchUnreadNotifications(): Promise<NotificationsResult> {
  return notificationsResultSchema.parse(await apiFetch<unknown>('app/notifications?unreadOnly=true'));
}

export async function markNotificationsRead(ids: string[]): Promise<void> {
  markNotificationsReadResultSchema.parse(await apiFetch<unknown>('app/notifications/read', { body: { ids } }));
}
