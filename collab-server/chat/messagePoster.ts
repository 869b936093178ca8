import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { User } from '../store';
import type { ChatMessageEvent } from '../../realtime/protocol/chat';
import { invalid } from '../problems';
import { CHAT_MESSAGES, channelMemberIds, channelOfMember, chattingUsers, type ChannelRow } from './chatAccess';
import { presentMessage, selectMessages, type ChatDb } from './chatMessageRows';
import { chatPlainText, sanitizeChatText } from './chatText';
import { mentionCandidates, resolveMentions } from './chatMentions';
import { advanceReadMark } from './readMarks';
import { notifyMentioned } from './mentionNotices';

/** Key of the advisory lock that orders chat posts (any constant no other code uses). */
const CHAT_POST_LOCK = 4_412_001;

/** The members a message mentions: only people who can read the channel count. */
async function mentionedMembers(db: ChatDb, channel: ChannelRow, plain: string, authorId: string): Promise<string[]> {
  const candidates = mentionCandidates(plain);
  if (!candidates.length) return [];
  let users = chattingUsers(db).select(['users.id', 'users.login']).where((eb) => eb.fn('lower', ['users.login']), 'in', candidates);
  if (channel.kind !== 'general') users = users.where('users.id', 'in', (eb) => eb.selectFrom('chat_members').select('user_id').where('channel_id', '=', channel.id));
  return resolveMentions(plain, await users.execute(), authorId);
}

/**
 * Posts a message: sanitized, mentions resolved, stored with the next global seq, the author's
 * read mark moved to it (one has read what one answers); after the commit it goes to every member's
 * sockets and the author's other tabs learn the new mark.
 */
export async function postChatMessage(ctx: AppContext, author: User, channelId: string, typed: string): Promise<ChatMessageEvent> {
  const text = sanitizeChatText(typed);
  // '<b></b>' is no message either: what counts is the words left once the markup is gone
  if (!chatPlainText(text).trim()) throw invalid(CHAT_MESSAGES.emptyMessage);
  const { message, memberIds } = await ctx.db.transaction().execute(async (trx) => {
    const channel = await channelOfMember(trx, channelId, author.id);
    // seqs must become visible in the order they are given, or a client catching up "after n" could
    // skip a message whose transaction committed later than a higher seq's: posts take turns here
    await sql`select pg_advisory_xact_lock(${CHAT_POST_LOCK})`.execute(trx);
    const mentions = await mentionedMembers(trx, channel, chatPlainText(text), author.id);
    const id = randomUUID();
    await trx.insertInto('chat_messages').values({ id, channel_id: channel.id, author: author.id, text, mentions: JSON.stringify(mentions) }).execute();
    const stored = presentMessage(await selectMessages(trx).where('msg.id', '=', id).executeTakeFirstOrThrow());
    await advanceReadMark(trx, channel.id, author.id, stored.seq);
    return { message: stored, memberIds: await channelMemberIds(trx, channel) };
  });
  ctx.hub.toUsers(memberIds, 'CHAT_MESSAGE', message);
  ctx.hub.toUsers([author.id], 'CHAT_READ', { channelId, userId: author.id, lastReadSeq: message.seq });
  if (message.mentions.length) await notifyMentioned(ctx, message);
  return message;
}
