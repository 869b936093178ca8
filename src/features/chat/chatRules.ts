import type { ChatChannel, ChatMessageEvent, ChatReadEvent } from '../../../realtime/protocol/chat';

// How the chat's client state follows what arrives: pure, so each rule has a table test.

const seqOf = (seq: string | undefined | null): bigint => BigInt(seq ?? '0');
const compare = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/** Messages of a channel in seq order, each once (the live push and a catch-up may both bring one). */
export function mergeMessages(existing: readonly ChatMessageEvent[], incoming: readonly ChatMessageEvent[]): ChatMessageEvent[] {
  const byId = new Map(existing.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compare(seqOf(a.seq), seqOf(b.seq)));
}

export type IncomingOutcome =
  /** The channel is not in the list (a new conversation, or one we were just added to): reload the list. */
  | { kind: 'unknown-channel' }
  | { kind: 'applied'; channels: ChatChannel[]; /** the message is new here (not one seen already) */ fresh: boolean };

/**
 * A new message in the channel list: it becomes the channel's last message; it counts as unread
 * unless it is the user's own (which, like the server, moves their read mark to it) or the user
 * is looking at the channel. A message already seen (seq not above the last one) changes nothing.
 */
export function applyIncomingMessage(channels: readonly ChatChannel[], message: ChatMessageEvent, me: string, watchedChannelId: string | null): IncomingOutcome {
  const index = channels.findIndex((c) => c.id === message.channelId);
  const channel = channels[index];
  if (!channel) return { kind: 'unknown-channel' };
  if (channel.lastMessage && seqOf(channel.lastMessage.seq) >= seqOf(message.seq)) return { kind: 'applied', channels: [...channels], fresh: false };
  const mine = message.authorId === me;
  const updated: ChatChannel = {
    ...channel,
    lastMessage: message,
    unread: mine ? 0 : watchedChannelId === channel.id ? channel.unread : channel.unread + 1,
    lastReadSeq: mine ? message.seq : channel.lastReadSeq,
  };
  return { kind: 'applied', channels: sortChannels(channels.map((c, i) => (i === index ? updated : c))), fresh: true };
}

/** Keeps the server's order: the general channel first, then by the newest message. */
export function sortChannels(channels: readonly ChatChannel[]): ChatChannel[] {
  const rank = (c: ChatChannel) => (c.kind === 'general' ? 1 : 0);
  return [...channels].sort((a, b) => rank(b) - rank(a) || compare(seqOf(b.lastMessage?.seq), seqOf(a.lastMessage?.seq)));
}

/**
 * A read mark of the user (from this tab or another): the channel's unread count is what the loaded
 * messages say remains after the mark, when they reach back that far; otherwise it is unknown here
 * and `recount` asks for the list again.
 */
export function applyReadMark(channels: readonly ChatChannel[], read: ChatReadEvent, loaded: readonly ChatMessageEvent[] | undefined, me: string): { channels: ChatChannel[]; recount: boolean } {
  const channel = channels.find((c) => c.id === read.channelId);
  if (!channel || seqOf(read.lastReadSeq) < seqOf(channel.lastReadSeq)) return { channels: [...channels], recount: false };
  const last = channel.lastMessage ? seqOf(channel.lastMessage.seq) : 0n;
  let unread: number | null = null;
  if (seqOf(read.lastReadSeq) >= last) unread = 0;
  else if (loaded?.length && seqOf(loaded[0]!.seq) <= seqOf(read.lastReadSeq)) {
    unread = loaded.filter((m) => m.authorId !== me && seqOf(m.seq) > seqOf(read.lastReadSeq)).length;
  }
  const updated = { ...channel, lastReadSeq: read.lastReadSeq, unread: unread ?? channel.unread };
  return { channels: channels.map((c) => (c.id === channel.id ? updated : c)), recount: unread === null };
}

/** What the top bar's dot shows. */
export const totalUnread = (channels: readonly ChatChannel[]): number => channels.reduce((sum, c) => sum + c.unread, 0);
