import { useEffect, useRef } from 'react';
import type { EntityChange } from '../../../realtime/protocol/hubEvents';
import type * as BusModule from '../../../realtime/bus';

type Bus = typeof BusModule;

/**
 * Calls `onChange` for the changes the hub reports on these entities (an instance, or a class: its
 * instances' changes come too). When the ids change, only the ones that came are watched and only
 * the ones that went are let go — an id kept is never released and watched again: the hub handles
 * a tab's watch and unwatch concurrently, so a release followed by a new watch of the same entity
 * could leave the tab out of its room. The bus is loaded lazily.
 */
export function useEntityWatch(ids: readonly string[], onChange: (change: EntityChange) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const bus = useRef<Bus | null>(null);
  const held = useRef(new Map<string, () => void>());
  const key = [...new Set(ids)].sort().join(',');
  const latestKey = useRef(key);
  latestKey.current = key;

  useEffect(() => {
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    void import('../../../realtime/bus').then((loaded) => {
      if (stopped) return;
      bus.current = loaded;
      const subscription = loaded.entityChanges$.subscribe((change) => handler.current(change));
      unsubscribe = () => subscription.unsubscribe();
      sync(latestKey.current);
    });
    const watching = held.current;
    return () => {
      stopped = true;
      unsubscribe?.();
      for (const release of watching.values()) release();
      watching.clear();
    };
    // the subscription lives as long as the component; the ids follow in the effect below
  }, []);

  function sync(wanted: string) {
    const loaded = bus.current;
    if (!loaded) return;
    const next = new Set(wanted ? wanted.split(',') : []);
    for (const id of next) if (!held.current.has(id)) held.current.set(id, loaded.watchEntity(id));
    for (const [id, release] of held.current) {
      if (next.has(id)) continue;
      release();
      held.current.delete(id);
    }
  }
  useEffect(() => sync(key), [key]);
}
