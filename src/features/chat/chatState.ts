import { proxy } from 'valtio';
import type { ChatChannel, ChatMessageEvent } from '../../../realtime/protocol/chat';
import { shellState } from '../../state/shellState';
import { totalUnread } from './chatRules';

export type ChannelMessages = { items: ChatMessageEvent[]; hasMore: boolean; loading: boolean };
export type ChatMe = { id: string; login: string; isAdmin: boolean };

/** The chat's client state (valtio): the drawer's components read it, chatActions and the watcher write it. */
export const chatState = proxy({
  me: null as ChatMe | null,
  channels: [] as ChatChannel[],
  loaded: false,
  loadFailed: false,
  /** The conversation shown in the drawer; null: the channel list. */
  activeId: null as string | null,
  /** The drawer is open (messages arriving in the active channel are then read at once). */
  panelOpen: false,
  messages: {} as Record<string, ChannelMessages>,
});

/** Every change of the list goes through here, so the top bar's dot always matches it. */
export function setChannels(channels: ChatChannel[]): void {
  chatState.channels = channels;
  shellState.chatUnread = totalUnread(channels);
}

export function resetChat(me: ChatMe | null): void {
  chatState.me = me;
  chatState.channels = [];
  chatState.loaded = false;
  chatState.loadFailed = false;
  chatState.activeId = null;
  chatState.messages = {};
  shellState.chatUnread = 0;
}

/** The channel the user is looking at right now, if any: the drawer open, the tab visible. */
export function watchedChannelId(): string | null {
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  return chatState.panelOpen && visible ? chatState.activeId : null;
}
