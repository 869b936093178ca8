import type { AppContext } from '../../context';
import type { FeedbackRequest } from '../../../realtime/protocol/shell/feedback';
import { sendNotifications } from '../../dashboard';

/** How the administrators tell the two kinds apart in their notifications. */
export const FEEDBACK_SUBJECT_PREFIX: Record<FeedbackRequest['kind'], string> = {
  feedback: 'Обратная связь: ',
  contact: 'Сообщение разработчику: ',
};

/** Notifies every administrator who can sign in (not disabled) of a user's feedback; answers how many were notified. */
export async function sendFeedback(ctx: AppContext, fromUserId: string, request: FeedbackRequest): Promise<number> {
  const admins = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', true)
    .where('is_public', '=', false)
    .where('disabled', '=', false)
    .orderBy('id')
    .execute();
  if (admins.length === 0) return 0;
  return sendNotifications(ctx, fromUserId, {
    users: admins.map((a) => a.id),
    subject: FEEDBACK_SUBJECT_PREFIX[request.kind] + request.subject,
    message: request.message,
  });
}
