import type { AppContext } from '../context';
import type { ChatReadEvent } from '../../realtime/protocol/chat';
import { channelOfMember } from './chatAccess';
import { latestSeq } from './chatHistory';
import { advanceReadMark } from './readMarks';

/** Marks a channel read up to `seq` (at most its newest message) and tells the reader's other tabs. */
export async function markChannelRead(ctx: AppContext, userId: string, channelId: string, seq: string): Promise<ChatReadEvent> {
  const event = await ctx.db.transaction().execute(async (trx) => {
    await channelOfMember(trx, channelId, userId);
    const newest = await latestSeq(trx, channelId);
    const upTo = BigInt(seq) < BigInt(newest) ? seq : newest;
    return { channelId, userId, lastReadSeq: await advanceReadMark(trx, channelId, userId, upTo) };
  });
  ctx.hub.toUsers([userId], 'CHAT_READ', event);
  return event;
}
