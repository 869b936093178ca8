import { useCallback, useEffect, useRef, useState } from 'react';
import { layoutText, mergeLayout, type MapLayout } from './mapLayout';
import { fetchMapLayout, saveMapLayout } from './mapsApi';

/** A burst of drags is saved once, this long after the last one. */
const SAVE_DELAY_MS = 800;

/**
 * Keeps an ontology map's node positions: starts from the stored layout, takes dragged
 * positions, and a moment after the last drag (and when the screen closes) merges them into the
 * map's layout as stored now — so positions another user saved meanwhile are kept — dropping
 * nodes no longer on the map when `keep` (every class on it) is known. `pinned` is the number of
 * nodes with a saved position.
 */
export function useLayoutSaver(mapId: string, stored: MapLayout | null, keep: ReadonlySet<string> | null, onError: (error: unknown) => void) {
  const layout = useRef<MapLayout>({});
  const pending = useRef<MapLayout>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const started = useRef<string | null>(null);
  const [pinned, setPinned] = useState(0);
  const errorHandler = useRef(onError);
  errorHandler.current = onError;
  const keepIds = useRef(keep);
  keepIds.current = keep;

  // the stored layout is taken once per map: later reloads must not undo drags not yet saved
  if (stored && started.current !== mapId) {
    started.current = mapId;
    layout.current = stored;
    pending.current = {};
  }
  useEffect(() => setPinned(Object.keys(layout.current).length), [stored, mapId]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (Object.keys(pending.current).length === 0) return;
    const moved = pending.current;
    pending.current = {};
    // shown at once; the stored layout is read again just before writing
    layout.current = mergeLayout(layout.current, moved);
    setPinned(Object.keys(layout.current).length);
    fetchMapLayout(mapId)
      .then((latest) => {
        const merged = mergeLayout(latest, moved, keepIds.current ?? undefined);
        layout.current = merged;
        setPinned(Object.keys(merged).length);
        return saveMapLayout(mapId, layoutText(merged));
      })
      .catch((error: unknown) => errorHandler.current(error));
  }, [mapId]);

  const moved = useCallback(
    (positions: MapLayout) => {
      pending.current = { ...pending.current, ...positions };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Forgets every saved position (the graph lays itself out again on the next load). */
  const reset = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    pending.current = {};
    layout.current = {};
    setPinned(0);
    await saveMapLayout(mapId, layoutText({}));
  }, [mapId]);

  useEffect(() => flush, [flush]);
  return { layout, moved, reset, pinned };
}
