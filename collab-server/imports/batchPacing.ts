/**
 * How an import paces its batches on the embedded store. PGlite runs in the server's own thread and
 * answers without leaving the microtask queue, and its one connection is held by a batch's
 * transaction: while a batch is written the whole server waits — the import's own page, every
 * other user's clicks, even static files. So batches there are sized by time, not rows (a few
 * hundred milliseconds, measured on the previous batch), the first one small so the import's page
 * has an answer within its first second, and after each batch the job steps aside long enough for
 * what queued meanwhile to run to its end. On PostgreSQL batches hold one pooled connection and
 * block nobody: they stay at the full size, back to back.
 */
export type BatchPacing = { firstRows: number; minRows: number; maxRows: number; targetMs: number; pauseShare: number; minPauseMs: number };

export const EMBEDDED_PACING: BatchPacing = { firstRows: 50, minRows: 20, maxRows: 500, targetMs: 200, pauseShare: 0.15, minPauseMs: 15 };

/** Rows of the next batch: the first small, then as many as the last batch's pace fits in the target time, growing at most twofold. */
export function nextBatchRows(previous: { rows: number; ms: number } | null, pacing: BatchPacing): number {
  if (!previous) return pacing.firstRows;
  const perRowMs = Math.max(previous.ms, 1) / Math.max(previous.rows, 1);
  const fitting = Math.floor(pacing.targetMs / perRowMs);
  return Math.max(pacing.minRows, Math.min(pacing.maxRows, previous.rows * 2, fitting));
}

/** How long to step aside after a batch that took `ms`. */
export function pauseAfter(ms: number, pacing: BatchPacing): number {
  return Math.max(pacing.minPauseMs, Math.round(ms * pacing.pauseShare));
}
