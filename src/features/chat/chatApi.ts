import { apiFetch } from '../../api/apiFetch';
import {
  chatChannelListSchema,
  chatChannelSchema,
  chatHistorySchema,
  chatMessageEventSchema,
  chatReadEventSchema,
  chatUsersSchema,
  type ChatChannel,
  type ChatHistory,
  type ChatMessageEvent,
  type ChatReadEvent,
  type ChatUser,
} from '../../../realtime/protocol/chat';

// The chat's REST calls (collab-server/http/chat), every answer parsed with its protocol schema.

const channelPath = (id: string) => `chat/channels/${encodeURIComponent(id)}`;

export async function fetchChannels(): Promise<ChatChannel[]> {
  // polled quietly: a failure shows in the drawer, not as a logged error each time
  return chatChannelListSchema.parse(await apiFetch<unknown>('chat/channels', { noLog: true })).channels;
}

/** A page of history, oldest first; `before`: the seq of the earliest message already shown. */
export async function fetchHistory(channelId: string, before?: string, limit = 50): Promise<ChatHistory> {
  const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}) });
  return chatHistorySchema.parse(await apiFetch<unknown>(`${channelPath(channelId)}/messages?${query.toString()}`));
}

export async function postMessage(channelId: string, text: string): Promise<ChatMessageEvent> {
  return chatMessageEventSchema.parse(await apiFetch<unknown>(`${channelPath(channelId)}/messages`, { body: { text } }));
}

export async function markRead(channelId: string, seq: string): Promise<ChatReadEvent> {
  return chatReadEventSchema.parse(await apiFetch<unknown>(`${channelPath(channelId)}/read`, { body: { seq }, noLog: true }));
}

export async function startDirect(userId: string): Promise<ChatChannel> {
  return chatChannelSchema.parse(await apiFetch<unknown>('chat/direct', { body: { userId } }));
}

export async function createChannel(name: string, memberIds: string[]): Promise<ChatChannel> {
  return chatChannelSchema.parse(await apiFetch<unknown>('chat/channels', { body: { name, memberIds } }));
}

export async function addMembers(channelId: string, userIds: string[]): Promise<ChatChannel> {
  return chatChannelSchema.parse(await apiFetch<unknown>(`${channelPath(channelId)}/members`, { body: { userIds } }));
}

export async function removeMember(channelId: string, userId: string): Promise<void> {
  await apiFetch<unknown>(`${channelPath(channelId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export async function leaveChannel(channelId: string): Promise<void> {
  await apiFetch<unknown>(`${channelPath(channelId)}/leave`, { method: 'POST', body: {} });
}

export async function searchUsers(q: string, signal?: AbortSignal): Promise<ChatUser[]> {
  const query = new URLSearchParams({ q, limit: '10' });
  return chatUsersSchema.parse(await apiFetch<unknown>(`chat/users?${query.toString()}`, { signal, noLog: true })).users;
}
