import { useEffect } from 'react';
import type { ContextAnswer, FcaRun } from '../../../../realtime/protocol/fca';
import { useBrowserComputation, type BrowserComputation } from './useBrowserComputation';
import { useServerRun } from './useServerRun';
import type { FcaResult } from './workerMessages';
import { contextFingerprint } from '../../../../model/fca/fingerprint';

export type FcaAnalysis = {
  /** What is shown: the server's result when it computed one, else the browser's. */
  result: FcaResult | null;
  browser: BrowserComputation;
  server: { run: FcaRun | null; problem: string | null };
  /** The context is beyond the browser (too many cells, or too many concepts found): the server is offered. */
  needsServer: boolean;
  restart: () => void;
  stop: () => void;
  startServer: () => void;
  stopServer: () => void;
};

/**
 * The analysis of an entry's context: computed in the browser's worker when the context is small
 * enough, else (or when the worker finds too many concepts) on the server at the user's word.
 */
export function useFcaAnalysis(entryId: string, answer: ContextAnswer | null): FcaAnalysis {
  const tooLarge = answer?.tooLargeForBrowser ?? false;
  const { computation, start, stop } = useBrowserComputation(answer && !tooLarge ? answer : null);
  const server = useServerRun(entryId);
  const { forget, resume } = server;

  // a new context makes an earlier server result stale (it would name other objects); a run of the
  // server's for this very context — computed before the page was opened again — is taken up
  useEffect(() => {
    forget();
    if (answer && tooLarge) resume(contextFingerprint(answer.context));
  }, [answer, tooLarge, forget, resume]);
  const beyondBrowser = computation.state === 'too-large';
  useEffect(() => {
    if (answer && beyondBrowser) resume(contextFingerprint(answer.context));
  }, [answer, beyondBrowser, resume]);

  const run = server.run;
  const serverResult: FcaResult | null =
    run?.state === 'done' && run.result && answer
      ? { origin: 'server', answer, lattice: run.result.lattice, implications: run.result.implications, implicationsPending: false, minExtent: run.result.minExtent }
      : null;
  return {
    result: serverResult ?? (computation.state === 'done' ? computation.result : null),
    browser: tooLarge ? { state: 'too-large' } : computation,
    server: { run, problem: server.problem },
    needsServer: tooLarge || computation.state === 'too-large',
    restart: start,
    stop,
    startServer: server.start,
    stopServer: server.stop,
  };
}
