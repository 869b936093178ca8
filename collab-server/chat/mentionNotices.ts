import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { ChatMessageEvent } from '../../realtime/protocol/chat';
import { chatPlainText } from './chatText';

/** Platform spec §9: content previews are 200 characters. */
const PREVIEW_CHARS = 200;
const MENTION_SUBJECT = 'Вас упомянули в чате';

/**
 * A mention also leaves a notification (the dashboard lists them), so someone mentioned while away
 * finds it without opening the chat. Best effort: the message is already stored and delivered, so
 * a failure here is logged, not reported to the author.
 */
export async function notifyMentioned(ctx: AppContext, message: ChatMessageEvent): Promise<void> {
  const plain = chatPlainText(message.text).replace(/\s+/g, ' ');
  const text = `${message.authorName}: ${plain.length > PREVIEW_CHARS ? `${plain.slice(0, PREVIEW_CHARS)}…` : plain}`;
  try {
    const rows = message.mentions.map((userId) => ({ id: randomUUID(), user_id: userId, from_user: message.authorId, subject: MENTION_SUBJECT, message: text, read_at: null }));
    await ctx.db.insertInto('notifications').values(rows).execute();
    for (const row of rows) {
      ctx.hub.toUsers([row.user_id], 'NOTIFICATION', { id: row.id, fromUserId: message.authorId, fromUserName: message.authorName, subject: MENTION_SUBJECT, message: text, createdAt: message.createdAt });
    }
  } catch (error) {
    ctx.log.error({ err: error, messageId: message.id }, 'chat: mention notifications not stored');
  }
}
