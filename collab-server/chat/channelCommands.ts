import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { User } from '../store';
import type { ChatChannel, CreateChannel } from '../../realtime/protocol/chat';
import { invalid } from '../problems';
import { CHAT_MESSAGES, assertCanManage, channelOfMember, chattingUsers, findChannel } from './chatAccess';
import { listOneChannel } from './channelList';
import type { ChatDb } from './chatMessageRows';

/** The ids, once each, when every one is a user who may chat; otherwise invalid, naming the others. */
async function knownChatUsers(db: ChatDb, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const found = new Set((await chattingUsers(db).select('users.id').where('users.id', 'in', wanted).execute()).map((u) => u.id));
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length) throw invalid(CHAT_MESSAGES.unknownUsers(unknown));
  return wanted;
}

async function addMemberRows(db: ChatDb, channelId: string, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .insertInto('chat_members')
    .values(userIds.map((userId) => ({ channel_id: channelId, user_id: userId })))
    .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doNothing())
    .execute();
}

/** A named channel; its creator is a member and may manage the others. */
export async function createChannel(ctx: AppContext, creator: User, input: CreateChannel): Promise<ChatChannel> {
  return ctx.db.transaction().execute(async (trx) => {
    const members = await knownChatUsers(trx, input.memberIds);
    const id = randomUUID();
    await trx.insertInto('chat_channels').values({ id, kind: 'channel', name: input.name, creator: creator.id, direct_key: null }).execute();
    await addMemberRows(trx, id, [creator.id, ...members]);
    return listOneChannel(trx, creator.id, id);
  });
}

/**
 * The direct channel of two users, made on first use. The pair's key is unique, so two people
 * opening the conversation at the same moment end up in one channel.
 */
export async function directChannel(ctx: AppContext, caller: User, otherId: string): Promise<ChatChannel> {
  if (otherId === caller.id) throw invalid(CHAT_MESSAGES.directToSelf);
  return ctx.db.transaction().execute(async (trx) => {
    await knownChatUsers(trx, [otherId]);
    const key = [caller.id, otherId].sort().join(':');
    await trx
      .insertInto('chat_channels')
      .values({ id: randomUUID(), kind: 'direct', name: '', creator: caller.id, direct_key: key })
      .onConflict((oc) => oc.column('direct_key').doNothing())
      .execute();
    const { id } = await trx.selectFrom('chat_channels').select('id').where('direct_key', '=', key).executeTakeFirstOrThrow();
    await addMemberRows(trx, id, [caller.id, otherId]);
    return listOneChannel(trx, caller.id, id);
  });
}

export async function addMembers(ctx: AppContext, caller: User, channelId: string, userIds: readonly string[]): Promise<ChatChannel> {
  return ctx.db.transaction().execute(async (trx) => {
    assertCanManage(await findChannel(trx, channelId), caller);
    await addMemberRows(trx, channelId, await knownChatUsers(trx, userIds));
    return listOneChannel(trx, caller.id, channelId).catch(() => listForManager(trx, channelId));
  });
}

export async function removeMember(ctx: AppContext, caller: User, channelId: string, userId: string): Promise<{ removed: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    assertCanManage(await findChannel(trx, channelId), caller);
    await trx.deleteFrom('chat_members').where('channel_id', '=', channelId).where('user_id', '=', userId).execute();
  });
  return { removed: userId };
}

/** Leaving a named channel; the general channel and direct conversations cannot be left. */
export async function leaveChannel(ctx: AppContext, caller: User, channelId: string): Promise<{ left: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    const channel = await channelOfMember(trx, channelId, caller.id);
    if (channel.kind !== 'channel') throw invalid(CHAT_MESSAGES.cannotLeave);
    await trx.deleteFrom('chat_members').where('channel_id', '=', channelId).where('user_id', '=', caller.id).execute();
  });
  return { left: channelId };
}

/** An administrator managing a channel they are not in sees it through one of its members' eyes, without unread counts. */
async function listForManager(db: ChatDb, channelId: string): Promise<ChatChannel> {
  const member = await db.selectFrom('chat_members').select('user_id').where('channel_id', '=', channelId).executeTakeFirstOrThrow();
  return { ...(await listOneChannel(db, member.user_id, channelId)), unread: 0, lastReadSeq: '0' };
}
