import type { ReasonerInput, ReasonerResult } from '../../model/reasoner/types';

/** What the main thread sends the worker: one classification; `stop` is a shared flag the worker reads between rule rounds. */
export type ClassifyRequest = { input: ReasonerInput; stop: SharedArrayBuffer };

/** What the worker answers: progress while it classifies, then the result or the failure. */
export type ClassifyReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; result: ReasonerResult }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };
