import { useEffect, useRef } from 'react';
import type { EntityChange } from '../../../../../realtime/protocol/hubEvents';
import { useEntityChanges } from '../../../../components/useEntityChanges';

/** Changes arriving together (a set_data of many items) cause one reload: platform debounce default. */
const DEBOUNCE_MS = 500;

/**
 * Reloads a screen when the hub reports a change on any of these entities (another user's edit,
 * or this user's in another tab). `ignore` drops changes that need no reload.
 */
export function useLiveReload(ids: readonly string[], reload: () => void, ignore?: (change: EntityChange) => boolean): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  useEntityChanges(ids, (change) => {
    if (ignore?.(change)) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(reload, DEBOUNCE_MS);
  });
}
