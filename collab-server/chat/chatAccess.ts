import type { AppContext } from '../context';
import type { User } from '../store';
import type { ChatDb } from './chatMessageRows';
import { forbidden, notFound } from '../problems';

/** The general channel (migration 0012): everyone signed in is in it without a member row. */
export const GENERAL_CHANNEL_ID = '00000000-0000-4000-8000-00000000c4a7';

export const CHAT_MESSAGES = {
  sectionDisabled: 'Раздел «Чат» отключён',
  channelNotFound: 'Канал не найден',
  notMember: 'Вы не участник этого канала',
  onlyCreator: 'Изменять участников может только создатель канала или администратор',
  notManaged: 'Участников общего канала и личной переписки изменить нельзя',
  cannotLeave: 'Общий канал и личную переписку покинуть нельзя',
  unknownUsers: (ids: string[]) => `Неизвестные пользователи: ${ids.join(', ')}`,
  directToSelf: 'Личная переписка с самим собой невозможна',
  emptyMessage: 'Сообщение пустое',
} as const;

export type ChannelRow = { id: string; kind: 'general' | 'channel' | 'direct'; name: string; creator: string | null };

/** Refuses every chat call when the operator turned the section off (DISABLED_SECTIONS=chat). */
export function assertChatEnabled(ctx: AppContext): void {
  if (ctx.config.shell.disabledSections.includes('chat')) throw forbidden(CHAT_MESSAGES.sectionDisabled);
}

export async function findChannel(db: ChatDb, channelId: string): Promise<ChannelRow> {
  const channel = await db.selectFrom('chat_channels').select(['id', 'kind', 'name', 'creator']).where('id', '=', channelId).executeTakeFirst();
  if (!channel) throw notFound(CHAT_MESSAGES.channelNotFound);
  return channel;
}

export async function isMember(db: ChatDb, channel: ChannelRow, userId: string): Promise<boolean> {
  if (channel.kind === 'general') return true;
  const row = await db.selectFrom('chat_members').select('user_id').where('channel_id', '=', channel.id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The channel, when the user is in it: notFound for no such channel, forbidden for someone else's. */
export async function channelOfMember(db: ChatDb, channelId: string, userId: string): Promise<ChannelRow> {
  const channel = await findChannel(db, channelId);
  if (!(await isMember(db, channel, userId))) throw forbidden(CHAT_MESSAGES.notMember);
  return channel;
}

/** Who may change a channel's members: its creator or an administrator, and only of a named channel. */
export function assertCanManage(channel: ChannelRow, user: Pick<User, 'id' | 'is_admin'>): void {
  if (channel.kind !== 'channel') throw forbidden(CHAT_MESSAGES.notManaged);
  if (channel.creator !== user.id && !user.is_admin) throw forbidden(CHAT_MESSAGES.onlyCreator);
}

/** Users who may chat: signed-in accounts, not the public user and not switched off. */
export function chattingUsers(db: ChatDb) {
  return db.selectFrom('users').where('users.is_public', '=', false).where('users.disabled', '=', false);
}

/** Everyone a message of the channel goes to. */
export async function channelMemberIds(db: ChatDb, channel: ChannelRow): Promise<string[]> {
  if (channel.kind === 'general') return (await chattingUsers(db).select('users.id').execute()).map((u) => u.id);
  const rows = await db.selectFrom('chat_members').select('user_id').where('channel_id', '=', channel.id).execute();
  return rows.map((r) => r.user_id);
}
