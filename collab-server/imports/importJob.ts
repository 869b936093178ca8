import type { AppContext } from '../context';
import type { ImportStatus } from '../../realtime/protocol/imports';
import { isProblem, unavailable } from '../problems/problem';
import type { ImportPlan } from './importPlan';
import type { ImportTable } from './importTable';
import { checkRow, type PreparedRow } from './rowValidation';
import { resolveRefNames } from './refResolver';
import { writeRows, type RowRejection } from './importRowWriter';
import { finishImport, markRunning, recordOutcome } from './importRepository';

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
  batchRows?: number;
};

/**
 * Runs an import: rows are checked, then written in transactions of `batchRows` through set_data,
 * each batch committing the rows with the import's counts and the rejected rows' results. After
 * each batch (throttled) and at start and end the owner is told through the hub.
 */
export async function runImportJob(ctx: AppContext, job: ImportJob): Promise<void> {
  const total = job.table.rows.length;
  const progress = { done: 0, total, rejected: 0 };
  let lastPush = 0;
  const push = (status: ImportStatus, force = false): void => {
    const now = Date.now();
    if (!force && now - lastPush < PUSH_INTERVAL_MS) return;
    lastPush = now;
    ctx.hub.toUsers([job.ownerId], 'IMPORT_STATUS_UPDATE', { userId: job.ownerId, importId: job.id, importName: job.name, status, progress: { ...progress } });
  };
  const target = { userId: job.ownerId, isAdmin: job.isAdmin, rights: job.plan.rights, classId: job.plan.classId, url: `/import-data/${job.id}` };
  const size = job.batchRows ?? IMPORT_BATCH_ROWS;
  try {
    await markRunning(ctx.db, job.id, total);
    push('running', true);
    for (let start = 0; start < total; start += size) {
      // PGlite answers in the same thread, without ever leaving the microtask queue: without this
      // turn of the event loop a long import would hold every request (its own status too) until it ends
      await new Promise((resolve) => setImmediate(resolve));
      if (job.signal.aborted) throw unavailable(JOB_MESSAGES.stopped);
      const valid: PreparedRow[] = [];
      const rejected: RowRejection[] = [];
      job.table.rows.slice(start, start + size).forEach((cells, i) => {
        const check = checkRow(job.plan, cells, start + i + 1);
        if (check.ok) valid.push(check.prepared);
        else rejected.push({ row: check.row, message: check.message });
      });
      const resolved = await resolveRefNames(ctx.db, valid);
      await writeRows(ctx.db, target, resolved.rows, [...rejected, ...resolved.rejected], async (trx, written, bad) => {
        await recordOutcome(trx, job.id, written, bad);
        progress.done += written + bad.length;
        progress.rejected += bad.length;
      });
      push('running');
    }
    await finishImport(ctx.db, job.id, 'completed', null);
    push('completed', true);
  } catch (error) {
    const message = isProblem(error) ? error.message : JOB_MESSAGES.internal;
    if (!isProblem(error)) ctx.log.error({ err: error, importId: job.id }, 'import failed');
    await finishImport(ctx.db, job.id, 'failed', message).catch((e: unknown) => ctx.log.error({ err: e, importId: job.id }, 'import status not saved'));
    push('failed', true);
  }
}
