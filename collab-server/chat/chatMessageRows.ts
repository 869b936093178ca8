import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store';
import type { ChatMessageEvent } from '../../realtime/protocol/chat';

export type ChatDb = Kysely<Database> | Transaction<Database>;

/** Messages with their authors' names, as every read of messages selects them. */
export function selectMessages(db: ChatDb) {
  return db
    .selectFrom('chat_messages as msg')
    .innerJoin('users as author', 'author.id', 'msg.author')
    .select(['msg.id', 'msg.seq', 'msg.channel_id', 'msg.author', 'author.name as author_name', 'msg.text', 'msg.mentions', 'msg.created_at']);
}

export type MessageRow = {
  id: string;
  seq: string | number | bigint;
  channel_id: string;
  author: string;
  author_name: string;
  text: string;
  mentions: string[] | string;
  created_at: Date | string;
};

/** A stored message as clients receive it (REST answers and CHAT_MESSAGE alike). */
export function presentMessage(row: MessageRow): ChatMessageEvent {
  return {
    id: row.id,
    channelId: row.channel_id,
    seq: String(row.seq),
    authorId: row.author,
    authorName: row.author_name,
    text: row.text,
    mentions: typeof row.mentions === 'string' ? (JSON.parse(row.mentions) as string[]) : row.mentions,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
