import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'pending' | 'saving' | 'error';

/** Autosave waits this long after the last change (platform spec §9: debounce 500 ms). */
export const AUTOSAVE_DELAY_MS = 500;

/**
 * Autosave of a form: changes are merged into one pending patch and written after a pause; a
 * change made while a save is on its way waits for it and goes next, so saves never overtake each
 * other. A failed save keeps the patch and is retried on the next change or by `flush()`. Leaving
 * the page writes what is pending.
 */
export function useAutosave<P extends object>(save: (patch: P) => Promise<void>): { state: SaveState; error: unknown; change: (patch: P) => void; flush: () => Promise<void> } {
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<P | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    const patch = pending.current;
    if (!patch) return;
    pending.current = null;
    setState('saving');
    let failed = false;
    const run = saveRef.current(patch).then(
      () => {
        setError(null);
        setState(pending.current ? 'pending' : 'saved');
      },
      (failure: unknown) => {
        // keep what was not written: the next change or flush sends it again
        pending.current = { ...patch, ...(pending.current ?? {}) };
        failed = true;
        setError(failure);
        setState('error');
      },
    );
    running.current = run;
    await run;
    running.current = null;
    // changes typed while this save was on its way
    if (pending.current && !failed && !timer.current) timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, []);

  const change = useCallback(
    (patch: P) => {
      pending.current = { ...(pending.current ?? {}), ...patch } as P;
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // leaving the screen: what was typed last is still written
      if (pending.current) void saveRef.current(pending.current);
    };
  }, []);

  return { state, error, change, flush };
}
