import { sql } from 'kysely';
import type { ChatChannel, ChatUser } from '../../realtime/protocol/chat';
import { presentMessage, selectMessages, type ChatDb } from './chatMessageRows';

type ListedRow = { id: string; kind: ChatChannel['kind']; name: string; creator: string | null; last_read_seq: string | number; unread: string | number; last_seq: string | number | null };

/**
 * The user's channels with unread counts and last messages: the general channel first, then by the
 * newest message. Unread = messages of others after the user's read mark; in the general channel a
 * user without a mark yet counts only what was written since their account was made, so a new
 * colleague does not open on the installation's whole history as unread.
 */
export async function listChannels(db: ChatDb, userId: string, onlyIds?: readonly string[]): Promise<ChatChannel[]> {
  const only = onlyIds ? sql`and c.id in (${sql.join(onlyIds.map((id) => sql`${id}::uuid`))})` : sql``;
  const { rows } = await sql<ListedRow>`
    select c.id, c.kind, c.name, c.creator,
      coalesce(m.last_read_seq, 0) as last_read_seq,
      (select count(*) from chat_messages x
        where x.channel_id = c.id and x.seq > coalesce(m.last_read_seq, 0) and x.author <> ${userId}
          and (m.user_id is not null or x.created_at > u.created_at)) as unread,
      (select max(x.seq) from chat_messages x where x.channel_id = c.id) as last_seq
    from chat_channels c
    join users u on u.id = ${userId}
    left join chat_members m on m.channel_id = c.id and m.user_id = ${userId}
    where (c.kind = 'general' or m.user_id is not null) ${only}
    order by c.kind = 'general' desc, last_seq desc nulls last, c.created_at desc, c.id`.execute(db);
  if (!rows.length) return [];
  const channelIds = rows.map((r) => r.id);
  const lastSeqs = rows.flatMap((r) => (r.last_seq === null ? [] : [String(r.last_seq)]));
  const [members, lastMessages] = await Promise.all([membersOf(db, channelIds), lastSeqs.length ? selectMessages(db).where('msg.seq', 'in', lastSeqs).execute() : []]);
  const lastByChannel = new Map(lastMessages.map((m) => [m.channel_id, presentMessage(m)]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    creatorId: r.creator,
    members: members.get(r.id) ?? [],
    unread: Number(r.unread),
    lastReadSeq: String(r.last_read_seq),
    lastMessage: lastByChannel.get(r.id) ?? null,
  }));
}

/** Members of the channels, by name (the general channel has no member rows, so none listed). */
async function membersOf(db: ChatDb, channelIds: string[]): Promise<Map<string, ChatUser[]>> {
  const rows = await db
    .selectFrom('chat_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.channel_id', 'u.id', 'u.name', 'u.login'])
    .where('m.channel_id', 'in', channelIds)
    .where('m.channel_id', 'in', (eb) => eb.selectFrom('chat_channels').select('id').where('kind', '<>', 'general'))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  const byChannel = new Map<string, ChatUser[]>();
  for (const r of rows) {
    const list = byChannel.get(r.channel_id) ?? [];
    list.push({ id: r.id, name: r.name, login: r.login });
    byChannel.set(r.channel_id, list);
  }
  return byChannel;
}

export async function listOneChannel(db: ChatDb, userId: string, channelId: string): Promise<ChatChannel> {
  const [channel] = await listChannels(db, userId, [channelId]);
  if (!channel) throw new Error(`channel ${channelId} is not listed for its member ${userId}`);
  return channel;
}
