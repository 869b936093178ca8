import { useEffect, useRef } from 'react';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';

/**
 * Calls `onChange` for the changes the hub reports on these classes' rooms (a class's room hears
 * of changes to its instances and to its subclasses' instances). The bus is loaded lazily: a
 * result never opened never pays for socket.io.
 */
export function useClassChanges(classIds: readonly string[], onChange: (change: EntityChange) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const key = [...new Set(classIds)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let release: Array<() => void> = [];
    let unsubscribe: (() => void) | null = null;
    void import('../../../../realtime/bus').then(({ watchEntity, entityChanges$ }) => {
      if (stopped) return;
      release = key.split(',').map((id) => watchEntity(id));
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
