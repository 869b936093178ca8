import { useEffect, useRef } from 'react';
import { useEditRights } from './useEditRights';

/**
 * Calls `onChange` whenever the user's edit rights change while the screen is open (not on its
 * first render): screens that keep what they loaded in their own state read it again.
 */
export function useRightsChanged(onChange: () => void): void {
  const { version } = useEditRights();
  const handler = useRef(onChange);
  handler.current = onChange;
  const seen = useRef(version);
  useEffect(() => {
    if (version === seen.current) return;
    seen.current = version;
    handler.current();
  }, [version]);
}
