import type { AppContext } from '../context';
import { afterWrite, type WriteRecorder } from '../ontologyStore';
import type { ImportStatus } from '../../realtime/protocol/imports';
import { isProblem, unavailable } from '../problems';
import type { ImportPlan } from './importPlan';
import type { ImportTable } from './importTable';
import { checkRow, type PreparedRow } from './rowValidation';
import { resolveRefNames } from './refResolver';
import { writeRows, type RowRejection } from './importRowWriter';
import { finishImport, markRunning, readProgress, recordOutcome } from './importRepository';
import { EMBEDDED_PACING, nextBatchRows, pauseAfter } from './batchPacing';

export const IMPORT_BATCH_ROWS = 500;
/** At most this often a running import tells its owner how far it got (the last word always goes out). */
const PUSH_INTERVAL_MS = 250;


export const JOB_MESSAGES = {
  stopped: 'Импорт прерван: сервер остановлен',
  internal: 'Импорт прерван из-за внутренней ошибки сервера',
} as const;

export type ImportJob = {
  id: string;
  name: string;
  ownerId: string;
  isAdmin: boolean;
  plan: ImportPlan;
  table: ImportTable;
  /** Aborted when the server stops: the job ends after the batch it is writing. */
  signal: AbortSignal;
  /** A fixed batch size (tests); otherwise the store's pacing decides (batchPacing.ts). */
  batchRows?: number;
};

/**
 * Runs an import: rows are checked, then written in batches through set_data, one transaction each,
 * each batch committing the rows with the import's counts and the rejected rows' results. After
 * each batch (throttled) and at start and end the owner is told through the hub — the counts as
 * committed, read back from the import's row, never a tally of this process that a rolled-back
 * transaction could have run ahead of.
 */
export async function runImportJob(ctx: AppContext, job: ImportJob): Promise<void> {
  const total = job.table.rows.length;
  let lastPush = 0;
  const push = async (status: ImportStatus, force = false): Promise<void> => {
    const now = Date.now();
    if (!force && now - lastPush < PUSH_INTERVAL_MS) return;
    lastPush = now;
    const progress = await readProgress(ctx.db, job.id);
    ctx.hub.toUsers([job.ownerId], 'IMPORT_STATUS_UPDATE', { userId: job.ownerId, importId: job.id, importName: job.name, status, progress });
  };
  // each stored batch goes through the write hooks, as a set_data call would
  const committed = (recorder: WriteRecorder): void => afterWrite(ctx, 'tableImport', job.ownerId, recorder);
  const target = { userId: job.ownerId, isAdmin: job.isAdmin, rights: job.plan.rights, classId: job.plan.classId, url: `/import-data/${job.id}`, committed };
  // on the embedded store batches are paced by time (batchPacing.ts); on PostgreSQL they are full, back to back
  const paced = ctx.storeKind === 'pglite' && job.batchRows === undefined;
  let previous: { rows: number; ms: number } | null = null;
  try {
    await markRunning(ctx.db, job.id, total);
    ctx.log.info({ importId: job.id, ownerId: job.ownerId, classId: job.plan.classId, rows: total }, 'import started');
    await push('running', true);
    for (let start = 0, size = 0; start < total; start += size) {
      // PGlite answers in the same thread, without ever leaving the microtask queue: without this
      // turn of the event loop a long import would hold every request (its own status too) until it ends
      const pause = paced && previous ? pauseAfter(previous.ms, EMBEDDED_PACING) : 0;
      await new Promise((resolve) => (pause ? setTimeout(resolve, pause) : setImmediate(resolve)));
      if (job.signal.aborted) throw unavailable(JOB_MESSAGES.stopped);
      size = paced ? nextBatchRows(previous, EMBEDDED_PACING) : (job.batchRows ?? IMPORT_BATCH_ROWS);
      const began = performance.now();
      const valid: PreparedRow[] = [];
      const rejected: RowRejection[] = [];
      job.table.rows.slice(start, start + size).forEach((cells, i) => {
        const check = checkRow(job.plan, cells, start + i + 1);
        if (check.ok) valid.push(check.prepared);
        else rejected.push({ row: check.row, message: check.message });
      });
      const resolved = await resolveRefNames(ctx.db, valid);
      await writeRows(ctx.db, target, resolved.rows, [...rejected, ...resolved.rejected], (trx, written, bad) => recordOutcome(trx, job.id, written, bad));
      previous = { rows: size, ms: performance.now() - began };
      await push('running');
    }
    await finishImport(ctx.db, job.id, 'completed', null);
    const counts = await readProgress(ctx.db, job.id);
    ctx.log.info({ importId: job.id, rows: counts.total, written: counts.done - counts.rejected, rejected: counts.rejected }, 'import completed');
    await push('completed', true);
  } catch (error) {
    const message = isProblem(error) ? error.message : JOB_MESSAGES.internal;
    if (!isProblem(error)) ctx.log.error({ err: error, importId: job.id }, 'import failed');
    else ctx.log.warn({ importId: job.id, reason: message }, 'import failed');
    await finishImport(ctx.db, job.id, 'failed', message).catch((e: unknown) => ctx.log.error({ err: e, importId: job.id }, 'import status not saved'));
    await push('failed', true).catch((e: unknown) => ctx.log.error({ err: e, importId: job.id }, 'import status not pushed'));
  }
}
