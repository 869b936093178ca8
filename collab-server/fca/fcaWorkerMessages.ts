import type { FcaRun, FormalContextWire } from '../../realtime/protocol/fca';

/** What the main thread sends the worker: one context to analyse; `stop` is a shared flag the worker reads while it computes. */
export type FcaWorkRequest = { context: FormalContextWire; implications: boolean; stop: SharedArrayBuffer };

export type FcaWorkResult = { concepts: number; covers: number; implications: number | null; result: NonNullable<FcaRun['result']> };

/** What the worker answers: progress while it computes, then the result or the failure. */
export type FcaWorkReply =
  | { type: 'progress'; fraction: number; concepts: number }
  | { type: 'done'; outcome: FcaWorkResult }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };
