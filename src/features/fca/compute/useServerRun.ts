import { useCallback, useEffect, useRef, useState } from 'react';
import type { FcaRun } from '../../../../realtime/protocol/fca';
import { problemText } from '../../../components/Problem';
import { loadLatestRun, loadServerRun, startServerRun, stopServerRun } from '../api/fcaApi';

const POLL_MS = 700;
const FINISHED: ReadonlySet<FcaRun['state']> = new Set(['done', 'failed', 'stopped']);

/** A computation on the server: start, its state polled until it ends, stop. */
export function useServerRun(entryId: string): { run: FcaRun | null; problem: string | null; start: () => void; stop: () => void; forget: () => void; resume: (contextHash: string) => void } {
  const [run, setRun] = useState<FcaRun | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const polling = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  const halt = () => {
    if (polling.current) clearTimeout(polling.current);
    polling.current = null;
  };

  const follow = useCallback(
    (runId: string) => {
      halt();
      polling.current = setTimeout(() => {
        loadServerRun(entryId, runId).then(
          (fresh) => {
            if (!alive.current) return;
            setRun(fresh);
            if (!FINISHED.has(fresh.state)) follow(runId);
          },
          // a lost answer is asked again; the run goes on on the server
          () => alive.current && follow(runId),
        );
      }, POLL_MS);
    },
    [entryId],
  );

  const start = useCallback(() => {
    setProblem(null);
    startServerRun(entryId).then(
      (started) => {
        setRun(started);
        if (!FINISHED.has(started.state)) follow(started.id);
      },
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [entryId, follow]);

  const stop = useCallback(() => {
    if (!run) return;
    halt();
    stopServerRun(entryId, run.id).then(
      (stopped) => {
        setRun(stopped);
        if (!FINISHED.has(stopped.state)) follow(stopped.id);
      },
      (error: unknown) => setProblem(problemText(error)),
    );
  }, [entryId, run, follow]);

  const forget = useCallback(() => {
    halt();
    setRun(null);
  }, []);

  /** Takes up the entry's newest run when it computed this very context (a page opened again, a colleague's run). */
  const resume = useCallback(
    (contextHash: string) => {
      loadLatestRun(entryId).then(
        (latest) => {
          if (!alive.current || !latest || latest.contextHash !== contextHash || latest.state === 'failed' || latest.state === 'stopped') return;
          setRun(latest);
          if (!FINISHED.has(latest.state)) follow(latest.id);
        },
        () => undefined,
      );
    },
    [entryId, follow],
  );

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      halt();
    };
  }, []);

  return { run, problem, start, stop, forget, resume };
}
