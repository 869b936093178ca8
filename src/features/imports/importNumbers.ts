import type { ImportStatus, ImportSummary } from '../../../realtime/protocol/imports';

/**
 * The one set of numbers an import is shown with — its bar, the bar's label, the counters of its
 * page and of the lists — all from `progress`, the counts the server commits with each batch and
 * pushes as they are. A row read is either written or refused, so written = read − refused; no
 * separate counter is kept that could lag behind the bar.
 */
export type ImportNumbers = {
  /** Rows in the file. */
  total: number;
  /** Rows handled so far: written or refused. */
  read: number;
  written: number;
  refused: number;
  /** Of the bar, 0–100: rows read of rows in the file; a finished import is full. */
  percent: number;
};

export function importNumbers(progress: ImportSummary['progress'], status: ImportStatus): ImportNumbers {
  const total = Math.max(0, progress.total);
  const done = Math.max(0, progress.done);
  const read = total > 0 ? Math.min(done, total) : done;
  const refused = Math.min(Math.max(0, progress.rejected), read);
  let percent = 0;
  if (status === 'completed') percent = 100;
  else if (total > 0) percent = Math.min(100, Math.floor((read / total) * 100));
  return { total, read, written: read - refused, refused, percent };
}
