import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { presentUsers, type PresentUser } from '../presence/presenceModel';

/** The other people in the document now, updated as they come, go and move between elements. */
export function usePresence(awareness: Awareness | null, selfUserId: string | undefined): PresentUser[] {
  const [users, setUsers] = useState<PresentUser[]>([]);
  useEffect(() => {
    if (!awareness) {
      setUsers([]);
      return;
    }
    const refresh = () => setUsers(presentUsers(awareness.getStates(), awareness.clientID, selfUserId));
    refresh();
    awareness.on('change', refresh);
    return () => awareness.off('change', refresh);
  }, [awareness, selfUserId]);
  return users;
}
