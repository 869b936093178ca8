import type { AppContext } from '../context';
import { runImportJob, type ImportJob } from './importJob';

/**
 * The imports this process is running. The server's close aborts them and waits: each ends after
 * the batch it is writing and is marked failed, before the store closes under it.
 */
export class RunningImports {
  private readonly jobs = new Map<string, { abort: AbortController; done: Promise<void> }>();

  constructor(private readonly ctx: AppContext) {}

  start(job: Omit<ImportJob, 'signal'>): void {
    const abort = new AbortController();
    // the request has answered by the time the job runs: it is nobody's promise to await
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runImportJob(this.ctx, { ...job, signal: abort.signal }))
      .catch((error: unknown) => this.ctx.log.error({ err: error, importId: job.id }, 'import job crashed'))
      .finally(() => this.jobs.delete(job.id));
    this.jobs.set(job.id, { abort, done });
  }

  get size(): number {
    return this.jobs.size;
  }

  async stopAll(): Promise<void> {
    const running = [...this.jobs.values()];
    running.forEach((j) => j.abort.abort());
    await Promise.all(running.map((j) => j.done));
  }
}
