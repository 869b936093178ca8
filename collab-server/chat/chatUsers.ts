import type { ChatUser } from '../../realtime/protocol/chat';
import { likePattern } from '../ontologyStore';
import { chattingUsers } from './chatAccess';
import type { ChatDb } from './chatMessageRows';

/**
 * People one may write to or mention, by name or login (the caller left out): names that start
 * with the words typed come first.
 */
export async function searchChatUsers(db: ChatDb, callerId: string, q: string, limit: number): Promise<ChatUser[]> {
  let query = chattingUsers(db).select(['users.id', 'users.name', 'users.login']).where('users.id', '<>', callerId);
  if (q) {
    const contains = likePattern(q, 'contains');
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', contains), eb('users.login', 'ilike', contains)]));
    const starts = likePattern(q, 'starts');
    query = query.orderBy((eb) => eb.or([eb('users.login', 'ilike', starts), eb('users.name', 'ilike', starts)]), 'desc');
  }
  return query.orderBy('users.name').orderBy('users.id').limit(limit).execute();
}
