import type { ChatChannel, ChatUser } from '../../../realtime/protocol/chat';
import { useUserSearch } from './useUserSearch';

const LIMIT = 6;

/**
 * Whom `@partial` may complete to: the channel's members (a mention of anyone else would reach
 * nobody), or, in the general channel, anyone the server finds.
 */
export function useMentionSuggestions(channel: ChatChannel, query: string | null, myId: string): ChatUser[] {
  const everyone = channel.kind === 'general';
  const { users } = useUserSearch(query ?? '', everyone && query !== null);
  if (query === null) return [];
  if (everyone) return users.slice(0, LIMIT);
  const q = query.toLowerCase();
  return channel.members.filter((m) => m.id !== myId && (m.login.toLowerCase().includes(q) || m.name.toLowerCase().includes(q))).slice(0, LIMIT);
}
