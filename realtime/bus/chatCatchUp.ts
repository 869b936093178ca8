import { chatSinceSchema } from '../protocol/chat';
import type { ChatMessageEvent } from '../protocol/hubEvents';

// pages of at most 500 (the endpoint's limit); beyond this many a tab reloads its channels anyway
const MAX_PAGES = 20;

export type ChatCatchUpInput = { basePath: string; authorization: string | null; since: string; origin?: string };

/**
 * The chat messages after `since` in every channel of the user (GET api/chat/messages/since),
 * oldest first. An endpoint that does not exist (404) or fails yields what was read so far.
 */
export async function fetchChatSince(input: ChatCatchUpInput, warn: (message: string, detail?: unknown) => void): Promise<ChatMessageEvent[]> {
  const messages: ChatMessageEvent[] = [];
  let since = input.since;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = `${input.origin ?? ''}${input.basePath}api/chat/messages/since?seq=${encodeURIComponent(since)}`;
    const res = await fetch(url, { headers: input.authorization ? { authorization: input.authorization } : {} }).catch(() => null);
    if (!res || res.status === 404) break;
    if (!res.ok) {
      warn(`chat catch-up answered ${res.status}`);
      break;
    }
    const parsed = chatSinceSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) {
      warn('chat catch-up answered an unexpected body', parsed.error.issues.slice(0, 3));
      break;
    }
    messages.push(...parsed.data.messages);
    const last = parsed.data.messages.at(-1);
    if (!parsed.data.hasMore || !last) break;
    since = last.seq;
  }
  return messages;
}
