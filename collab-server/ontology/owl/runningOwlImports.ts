import type { AppContext } from '../../context';
import type { OwlImportStatusAnswer } from '../../../realtime/protocol/ontology/owl';
import { runOwlImportJob, type LiveState, type OwlImportJob } from './owlImportJob';
import { EMPTY_COUNTS } from './owlImportRepository';

/**
 * The OWL imports this process is running, with their live state: while an import's transaction
 * holds the store, its status is answered from here. The server's close aborts them and waits:
 * each stops between set_data calls, rolls back and is marked failed.
 */
export class RunningOwlImports {
  private readonly jobs = new Map<string, { abort: AbortController; done: Promise<void>; live: LiveState; job: Omit<OwlImportJob, 'signal' | 'text'>; createdAt: string }>();

  constructor(private readonly ctx: AppContext) {}

  start(job: Omit<OwlImportJob, 'signal'>): void {
    const abort = new AbortController();
    const live: LiveState = { status: 'pending', progress: 0, counts: { ...EMPTY_COUNTS }, format: job.format, error: null };
    // the request has answered by the time the job runs: it is nobody's promise to await
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runOwlImportJob(this.ctx, { ...job, signal: abort.signal }, live))
      .catch((error: unknown) => this.ctx.log.error({ err: error, importId: job.id }, 'OWL import job crashed'))
      .finally(() => this.jobs.delete(job.id));
    const { text: _text, ...about } = job;
    this.jobs.set(job.id, { abort, done, live, job: about, createdAt: new Date().toISOString() });
  }

  /** A job of this process as GET /api/ontology/import/{id} shows it; null when it is not running here. */
  status(id: string): (OwlImportStatusAnswer & { ownerId: string }) | null {
    const j = this.jobs.get(id);
    if (!j) return null;
    const { live, job } = j;
    return {
      importId: job.id,
      ownerId: job.ownerId,
      mapId: job.map.id,
      fileName: job.fileName,
      format: live.format,
      status: live.status,
      progress: live.progress,
      counts: live.counts,
      problem: live.error,
      createdAt: j.createdAt,
      endedAt: null,
    };
  }

  async stopAll(): Promise<void> {
    const running = [...this.jobs.values()];
    running.forEach((j) => j.abort.abort());
    await Promise.all(running.map((j) => j.done));
  }
}
