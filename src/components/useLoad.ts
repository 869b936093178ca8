import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { data: T | null; error: unknown; loading: boolean; reload: () => void };

type Answer<T> = { data: T | null; error: unknown; loading: boolean };

const NOTHING_YET: Answer<never> = { data: null, error: null, loading: true };

/**
 * Runs a loader when its inputs change and on reload(); an answer that arrives after a newer
 * request started is dropped, so fast filter changes never show stale rows. New inputs show
 * nothing until their own answer comes (another class's properties must not pass for this one's);
 * reload() keeps the data on screen while it asks again.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  // each answer remembers the loader it came from: a loader of other inputs is a different function
  const [state, setState] = useState<{ run: () => Promise<T> } & Answer<T>>();
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  // the caller lists what the loader depends on, as with useEffect
  const run = useCallback(load, deps);
  useEffect(() => {
    const ticket = ++latest.current;
    setState((s) => (s?.run === run ? { ...s, loading: true } : { run, ...NOTHING_YET }));
    run().then(
      (data) => ticket === latest.current && setState({ run, data, error: null, loading: false }),
      (error: unknown) => ticket === latest.current && setState((s) => ({ run, data: s?.run === run ? s.data : null, error, loading: false })),
    );
  }, [run, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const answer: Answer<T> = state?.run === run ? state : NOTHING_YET;
  return { data: answer.data, error: answer.error, loading: answer.loading, reload };
}
