import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContextAnswer } from '../../../../realtime/protocol/fca';
import type { ComputeStep, FcaResult, WorkerAnswer } from './workerMessages';

/** Where a computation in the browser stands. */
export type BrowserComputation =
  | { state: 'idle' }
  | { state: 'running'; step: ComputeStep; fraction: number; concepts: number }
  /** The lattice is here; while result.implicationsPending the base is still being computed (`fraction` of it). */
  | { state: 'done'; result: FcaResult; fraction: number }
  | { state: 'stopped' }
  | { state: 'too-large' }
  | { state: 'failed'; message: string };

/**
 * Computes the concepts, covers and implications of a context in a Web Worker whenever it changes
 * (a new answer, e.g. after a live reload). stop() terminates the worker at once; start() computes
 * the current context again. `answer` null: nothing to compute (too large, or not loaded).
 */
export function useBrowserComputation(answer: ContextAnswer | null): { computation: BrowserComputation; start: () => void; stop: () => void } {
  const [computation, setComputation] = useState<BrowserComputation>({ state: 'idle' });
  const worker = useRef<Worker | null>(null);
  const current = useRef(answer);
  current.current = answer;

  const stopWorker = () => {
    worker.current?.terminate();
    worker.current = null;
  };

  const start = useCallback(() => {
    stopWorker();
    const source = current.current;
    if (!source) return setComputation({ state: 'idle' });
    const running = new Worker(new URL('./fcaWorker.ts', import.meta.url), { type: 'module' });
    worker.current = running;
    setComputation({ state: 'running', step: 'concepts', fraction: 0, concepts: 0 });
    running.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      if (worker.current !== running) return;
      const said = event.data;
      if (said.kind === 'progress') {
        return setComputation((before) =>
          before.state === 'done' ? { ...before, fraction: said.fraction } : { state: 'running', step: said.step, fraction: said.fraction, concepts: said.concepts },
        );
      }
      if (said.kind === 'lattice') {
        return setComputation({ state: 'done', fraction: 0, result: { origin: 'browser', answer: source, lattice: said.lattice, implications: null, implicationsPending: true, minExtent: 0 } });
      }
      stopWorker();
      if (said.kind === 'implications') {
        setComputation((before) => (before.state === 'done' ? { ...before, result: { ...before.result, implications: said.implications, implicationsPending: false } } : before));
      } else if (said.kind === 'too-many') setComputation({ state: 'too-large' });
      else setComputation({ state: 'failed', message: said.message });
    };
    running.onerror = (event) => {
      if (worker.current !== running) return;
      stopWorker();
      setComputation({ state: 'failed', message: event.message || 'worker' });
    };
    running.postMessage({ context: source.context });
  }, []);

  // stopped while the base is computed: the lattice stays, the base is left out
  const stop = useCallback(() => {
    if (!worker.current) return;
    stopWorker();
    setComputation((before) => (before.state === 'done' ? { ...before, result: { ...before.result, implicationsPending: false } } : { state: 'stopped' }));
  }, []);

  useEffect(() => {
    start();
    return stopWorker;
  }, [answer, start]);

  return { computation, start, stop };
}
