import { sql } from 'kysely';
import type { ChatDb } from './chatMessageRows';

/**
 * Moves the user's read mark in a channel forward to `seq` (never back: a late request from an
 * older tab must not resurrect unread messages) and returns the mark now stored. Upsert, because
 * the general channel has a member row only once its reader has a mark.
 */
export async function advanceReadMark(db: ChatDb, channelId: string, userId: string, seq: string): Promise<string> {
  const { rows } = await sql<{ last_read_seq: string | number }>`
    insert into chat_members (channel_id, user_id, last_read_seq) values (${channelId}, ${userId}, ${seq})
    on conflict (channel_id, user_id) do update set last_read_seq = greatest(chat_members.last_read_seq, excluded.last_read_seq)
    returning last_read_seq`.execute(db);
  return String(rows[0]?.last_read_seq ?? seq);
}
