import { useEffect, useRef } from 'react';
import { listenToDocument } from './documentFeed';

/** How long the viewer waits after a save before rendering again: typing saves every few seconds. */
export const FOLLOW_DEBOUNCE_MS = 700;

/**
 * Renders the current document again after each save of it (editors typing live, saves over
 * HTTP), debounced; not while `paused` (a comment being written on a selection the new text
 * could move), and then once it is over. Off when `enabled` is false (a publication is frozen).
 */
export function useFollowSaves(documentId: string, enabled: boolean, paused: boolean, reload: () => void): void {
  const pending = useRef(false);
  const pausedNow = useRef(paused);
  pausedNow.current = paused;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = listenToDocument(documentId, {
      saved: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          if (pausedNow.current) pending.current = true;
          else reload();
        }, FOLLOW_DEBOUNCE_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [documentId, enabled, reload]);
  useEffect(() => {
    if (paused || !pending.current) return;
    pending.current = false;
    reload();
  }, [paused, reload]);
}
