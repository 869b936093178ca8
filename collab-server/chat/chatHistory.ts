import { sql } from 'kysely';
import type { ChatHistory, ChatMessageEvent, HistoryQuery } from '../../realtime/protocol/chat';
import { presentMessage, selectMessages, type ChatDb } from './chatMessageRows';

/** A page of a channel's history: the `limit` newest before `before`, answered oldest first. */
export async function channelHistory(db: ChatDb, channelId: string, query: HistoryQuery): Promise<ChatHistory> {
  let select = selectMessages(db).where('msg.channel_id', '=', channelId);
  if (query.before !== undefined) select = select.where('msg.seq', '<', query.before);
  const rows = await select.orderBy('msg.seq', 'desc').limit(query.limit + 1).execute();
  const hasMore = rows.length > query.limit;
  return { messages: rows.slice(0, query.limit).reverse().map(presentMessage), hasMore };
}

/**
 * Messages after `seq` in every channel the user is in (the catch-up after a reconnect), oldest
 * first; `hasMore` when the bound cut them, so the caller asks again from the last one.
 */
export async function messagesSince(db: ChatDb, userId: string, seq: string, limit: number): Promise<{ messages: ChatMessageEvent[]; hasMore: boolean }> {
  const rows = await selectMessages(db)
    .where('msg.seq', '>', seq)
    .where((eb) =>
      eb.or([
        eb('msg.channel_id', 'in', eb.selectFrom('chat_channels').select('id').where('kind', '=', 'general')),
        eb('msg.channel_id', 'in', eb.selectFrom('chat_members').select('channel_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('msg.seq', 'asc')
    .limit(limit + 1)
    .execute();
  return { messages: rows.slice(0, limit).map(presentMessage), hasMore: rows.length > limit };
}

/** The newest seq of a channel ('0' when it has none): read marks never pass it. */
export async function latestSeq(db: ChatDb, channelId: string): Promise<string> {
  const { rows } = await sql<{ seq: string | number | null }>`select max(seq) as seq from chat_messages where channel_id = ${channelId}`.execute(db);
  return String(rows[0]?.seq ?? 0);
}
