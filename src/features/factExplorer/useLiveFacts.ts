import { useEffect, useMemo, useRef } from 'react';
import type { FactSheet } from '../../../realtime/protocol/factExplorer';
import { useEntityWatch } from './useEntityWatch';

/** Changes arriving in a burst (an import, a bulk edit) reload once. */
const DEBOUNCE_MS = 500;

/**
 * Reloads the facts when the shown instance changes, when a shown neighbour changes (its name, its
 * links), or when an instance of a class that links here changes in a way that names this instance
 * (a new link).
 */
export function useLiveFacts(sheet: FactSheet | null, reload: () => void): void {
  const inst = sheet?.instance.id ?? null;
  const neighbours = useMemo(() => {
    if (!sheet) return new Set<string>();
    return new Set([...sheet.outgoing, ...sheet.incoming].flatMap((g) => g.links.map((l) => l.id)));
  }, [sheet]);
  // the neighbours' classes rather than each neighbour: a handful of rooms that hear the neighbours
  // change and new links made by instances of those classes
  const classes = useMemo(() => [...new Set([...(sheet?.outgoing ?? []), ...(sheet?.incoming ?? [])].flatMap((g) => g.links.flatMap((l) => (l.type_id ? [l.type_id] : []))))], [sheet]);
  const watched = inst ? [inst, ...classes] : [];
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEntityWatch(watched, (change) => {
    if (!inst) return;
    const relevant = change.entity === inst || neighbours.has(change.entity) || JSON.stringify([change.before, change.after]).includes(inst);
    if (!relevant) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, DEBOUNCE_MS);
  });
}
