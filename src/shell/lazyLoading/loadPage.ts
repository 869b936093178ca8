import { ChunkLoadTimeoutError } from './chunkLoadError';
import { reportChunkLoadError } from '../errorLog/chunkLoadReport';

/** Platform spec §9: a script chunk that has not arrived in 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type Schedule = (run: () => void, ms: number) => () => void;
const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** The work's result, or the timeout's error when it takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number, timeoutError: () => Error, schedule: Schedule = realSchedule): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = schedule(() => reject(timeoutError()), ms);
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}

/**
 * Wraps a route's page loader (`() => import('./Page')`): a chunk that fails or takes over 120 s
 * shows the chunk-load error (named after the failed file, else `name`) and the loader still
 * rejects, so the router's error boundary sees it.
 */
export function loadPage<T>(loader: () => Promise<T>, name = '', schedule: Schedule = realSchedule): () => Promise<T> {
  return async () => {
    try {
      return await withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS, () => new ChunkLoadTimeoutError(name), schedule);
    } catch (error) {
      reportChunkLoadError(error, name);
      throw error;
    }
  };
}
