import { useEffect, useRef } from 'react';
import type { EntityChange } from '../../realtime/protocol/hubEvents';

/**
 * Calls `onChange` for every change the hub reports on these entities (an instance, or a class:
 * the hub tells a class's room about changes to its instances and to its descendants' instances;
 * META_CLASS.Class's room hears about every class). The bus is loaded lazily, so a screen that
 * never sees a change never pays for socket.io. Ids may change between renders. The stream is the
 * tab's: changes for other screens' watches come too, so filter by `change.entity` where it matters.
 */
export function useEntityChanges(ids: readonly string[], onChange: (change: EntityChange) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    const watched = key.split(',');
    let stopped = false;
    let release: Array<() => void> = [];
    let unsubscribe: (() => void) | null = null;
    void import('../../realtime/bus').then(({ watchEntity, entityChanges$ }) => {
      if (stopped) return;
      release = watched.map((id) => watchEntity(id));
      const subscription = entityChanges$.subscribe((change) => handler.current(change));
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      stopped = true;
      release.forEach((letGo) => letGo());
      unsubscribe?.();
    };
  }, [key]);
}
