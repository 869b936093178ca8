import type { ColumnType, Generated } from 'kysely';
// type-only: schema.ts imports these tables' types in turn, which is no cycle at run time
import type { GeneratedTimestamp } from '../store';

/** A channel (migration 0012): 'general' (everyone), 'channel' (named, with members) or 'direct' (two members). */
export interface ChatChannelsTable {
  id: string;
  kind: 'general' | 'channel' | 'direct';
  name: Generated<string>;
  creator: string | null;
  /** Direct channels: the two member ids, sorted and joined by ':'. */
  direct_key: string | null;
  created_at: GeneratedTimestamp;
}

/** A member of a channel and how far they have read (a row of the general channel holds only the mark). */
export interface ChatMembersTable {
  channel_id: string;
  user_id: string;
  /** bigint: read as a string. */
  last_read_seq: ColumnType<string, string | number | undefined, string | number>;
  joined_at: GeneratedTimestamp;
}

export interface ChatMessagesTable {
  /** bigserial, global across channels: read as a string. */
  seq: Generated<string>;
  id: string;
  channel_id: string;
  author: string;
  /** Sanitized: simple inline formatting only (collab-server/chat/chatText.ts). */
  text: string;
  /** Ids of the mentioned members. */
  mentions: ColumnType<string[], string, string>;
  created_at: GeneratedTimestamp;
}

// Tables of the chat (migration 0012).
export interface ChatTables {
  chat_channels: ChatChannelsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
}

// the area's tables join the store's Database type, so that the store never imports the area
declare module '../store/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Database extends ChatTables {}
}
