import type { ChatMessageEvent, ChatReadEvent } from '../../../realtime/protocol/chat';
import { fetchChannels, fetchHistory, markRead, postMessage } from './chatApi';
import { applyIncomingMessage, applyReadMark, mergeMessages } from './chatRules';
import { chatState, setChannels, watchedChannelId } from './chatState';

const PAGE = 50;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;

export async function reloadChannels(): Promise<void> {
  try {
    setChannels(await fetchChannels());
    chatState.loaded = true;
    chatState.loadFailed = false;
  } catch {
    chatState.loadFailed = true;
  }
}

/** Several events in a row (a catch-up after a reconnect) ask for the list once. */
export function reloadChannelsSoon(): void {
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void reloadChannels();
  }, 300);
}

/** Reads the watched channel up to its newest message, when something there is unread. */
export async function readWatchedChannel(): Promise<void> {
  const id = watchedChannelId();
  const channel = chatState.channels.find((c) => c.id === id);
  const last = channel?.lastMessage?.seq;
  if (!channel || !last || (channel.unread === 0 && BigInt(channel.lastReadSeq) >= BigInt(last))) return;
  try {
    applyRead(await markRead(channel.id, last));
  } catch {
    // the mark stays where it was; the next message or opening the channel tries again
  }
}

export function applyRead(read: ChatReadEvent): void {
  const me = chatState.me;
  if (!me || read.userId !== me.id) return;
  const result = applyReadMark(chatState.channels, read, chatState.messages[read.channelId]?.items, me.id);
  setChannels(result.channels);
  if (result.recount) reloadChannelsSoon();
}

export function applyMessage(message: ChatMessageEvent): void {
  const me = chatState.me;
  if (!me) return;
  const outcome = applyIncomingMessage(chatState.channels, message, me.id, watchedChannelId());
  if (outcome.kind === 'unknown-channel') return reloadChannelsSoon();
  setChannels(outcome.channels);
  const loaded = chatState.messages[message.channelId];
  if (loaded) loaded.items = mergeMessages(loaded.items, [message]);
  if (outcome.fresh && message.authorId !== me.id && watchedChannelId() === message.channelId) void readWatchedChannel();
}

export async function openChannel(id: string): Promise<void> {
  chatState.activeId = id;
  if (!chatState.messages[id]) await loadEarlier(id);
  await readWatchedChannel();
}

/** The page before the earliest message shown (the newest page when none is). */
export async function loadEarlier(id: string): Promise<void> {
  const current = chatState.messages[id];
  if (current?.loading) return;
  chatState.messages[id] = { items: current?.items ?? [], hasMore: current?.hasMore ?? true, loading: true };
  try {
    const page = await fetchHistory(id, current?.items[0]?.seq, PAGE);
    const items = mergeMessages(chatState.messages[id]?.items ?? [], page.messages);
    chatState.messages[id] = { items, hasMore: page.hasMore, loading: false };
  } catch (error) {
    chatState.messages[id] = { items: current?.items ?? [], hasMore: current?.hasMore ?? true, loading: false };
    throw error;
  }
}

export async function sendMessage(channelId: string, text: string): Promise<void> {
  try {
    applyMessage(await postMessage(channelId, text));
  } catch (error) {
    // removed from the channel meanwhile, or it is gone: the list says so once it is asked again
    reloadChannelsSoon();
    throw error;
  }
}
