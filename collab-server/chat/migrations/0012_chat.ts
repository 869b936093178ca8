import type { Kysely } from 'kysely';
import { runStatements } from '../../store';

// The chat (issue 4). One table of messages for all channels, ordered by a global `seq` so a client
// that reconnects asks for "everything after n" in one indexed query. The general channel exists
// from the start and everyone signed in is in it without a member row: a row there only keeps a
// user's read mark. A direct channel's `direct_key` (the two user ids, sorted) makes get-or-create
// one unique lookup that two users starting the same conversation at once cannot duplicate.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table chat_channels (
      id uuid primary key,
      kind text not null check (kind in ('general', 'channel', 'direct')),
      name text not null default '',
      creator uuid references users(id) on delete set null,
      direct_key text unique,
      created_at timestamptz not null default now()
    );
    create table chat_members (
      channel_id uuid not null references chat_channels(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      last_read_seq bigint not null default 0,
      joined_at timestamptz not null default now(),
      primary key (channel_id, user_id)
    );
    create index chat_members_user on chat_members(user_id);
    create table chat_messages (
      seq bigserial primary key,
      id uuid not null unique,
      channel_id uuid not null references chat_channels(id) on delete cascade,
      -- a deleted account takes its messages along (account deletion removes what a person wrote)
      author uuid not null references users(id) on delete cascade,
      text text not null,
      mentions jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index chat_messages_channel_seq on chat_messages(channel_id, seq);
    insert into chat_channels (id, kind, name) values ('00000000-0000-4000-8000-00000000c4a7', 'general', 'general');
  `,
  );
}
