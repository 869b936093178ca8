import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunStart, RunStatus } from '../../../../realtime/protocol/dmn';
import { ApiError } from '../../../api/apiFetch';
import { problemText } from '../../../components/Problem';
import { loadRun, startRun, stopRun } from '../api/dmnRunsClient';

/** The spec's poll interval (platform spec: deferred requests and long jobs are asked every second). */
export const RUN_POLL_MS = 1000;
export const RUN_PAGE = 50;

// the last run of each decision, so the panel shows it again after the tabs are switched
const lastRuns = new Map<string, string>();

export type DecisionRun = {
  status: RunStatus | null;
  problem: string | null;
  starting: boolean;
  offset: number;
  setOffset: (offset: number) => void;
  start: (start: RunStart) => Promise<void>;
  stop: () => Promise<void>;
};

/** A run of the decision over instances: started, polled every second while it runs (state and the page shown), stopped. */
export function useDecisionRun(decisionId: string): DecisionRun {
  const [runId, setRunId] = useState<string | null>(() => lastRuns.get(decisionId) ?? null);
  const [status, setStatus] = useState<RunStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [offset, setOffset] = useState(0);
  const [round, setRound] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!runId) return;
    let live = true;
    const ask = async () => {
      try {
        const next = await loadRun(runId, { offset, limit: RUN_PAGE });
        if (!live) return;
        setStatus(next);
        setProblem(null);
        if (next.state === 'running') timer.current = setTimeout(() => void ask(), RUN_POLL_MS);
      } catch (error) {
        if (!live) return;
        setProblem(problemText(error));
        // a dropped connection is asked again; a run the server no longer knows is not
        if (!(error instanceof ApiError && error.status === 404)) timer.current = setTimeout(() => void ask(), RUN_POLL_MS);
      }
    };
    void ask();
    return () => {
      live = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [runId, offset, round]);

  const start = useCallback(
    async (request: RunStart) => {
      setStarting(true);
      setProblem(null);
      try {
        const id = await startRun(decisionId, request);
        lastRuns.set(decisionId, id);
        setStatus(null);
        setOffset(0);
        setRunId(id);
        setRound((r) => r + 1);
      } catch (error) {
        setProblem(problemText(error));
      } finally {
        setStarting(false);
      }
    },
    [decisionId],
  );

  const stop = useCallback(async () => {
    if (!runId) return;
    try {
      setStatus(await stopRun(runId));
      setRound((r) => r + 1);
    } catch (error) {
      setProblem(problemText(error));
    }
  }, [runId]);

  return { status, problem, starting, offset, setOffset, start, stop };
}
