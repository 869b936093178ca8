import { useCallback, useState } from 'react';
import { problemText } from './Problem';

export type BusyAction = {
  /** An action is running: the screen's buttons wait. */
  busy: boolean;
  /** Why the last action failed, as the server worded it. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  /** Runs the action with `busy` set and the last problem cleared; false (the reason shown) when it failed. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
};

/** One action at a time on a panel or dialog, with its failure shown instead of thrown. */
export function useBusyAction(): BusyAction {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(problemText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, problem, setProblem, run };
}
