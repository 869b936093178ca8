import { useEffect, useState } from 'react';
import { EMPTY_WALK, jumpTo, parseWalk, walkTo, type Walk, type WalkStep } from './walkHistory';

const WALK_STORAGE_KEY = 'osawl-fact-explorer-walk';

function readStored(): Walk {
  try {
    return parseWalk(sessionStorage.getItem(WALK_STORAGE_KEY));
  } catch {
    return EMPTY_WALK;
  }
}

/** The walk of this tab (kept over reloads in session storage), following the instance shown. */
export function useFactWalk(shown: WalkStep | null): { walk: Walk; jump: (index: number) => void } {
  const [walk, setWalk] = useState<Walk>(readStored);
  const id = shown?.id;
  const caption = shown?.caption;
  useEffect(() => {
    if (id !== undefined && caption !== undefined) setWalk((before) => walkTo(before, { id, caption }));
  }, [id, caption]);
  useEffect(() => {
    try {
      sessionStorage.setItem(WALK_STORAGE_KEY, JSON.stringify(walk));
    } catch (error) {
      console.error('the walk could not be kept', error);
    }
  }, [walk]);
  return { walk, jump: (index) => setWalk((before) => jumpTo(before, index)) };
}
