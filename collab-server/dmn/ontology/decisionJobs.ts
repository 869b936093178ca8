import type { AppContext } from '../../context';

/**
 * The runs and computations this process carries on in the background: when the server closes, they
 * are told to stop (each finishes its batch and records why it ended) and awaited before the store
 * closes, so no job writes into a closed store.
 */
export class DecisionJobs {
  private closing = false;
  private readonly running = new Set<Promise<void>>();

  get stopping(): boolean {
    return this.closing;
  }

  track(job: Promise<void>): void {
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  /** Resolves when every job of the moment has ended (tests, the bench). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async stopAll(): Promise<void> {
    this.closing = true;
    await this.idle();
  }
}

const byContext = new WeakMap<AppContext, DecisionJobs>();

export function decisionJobsOf(ctx: AppContext): DecisionJobs {
  let jobs = byContext.get(ctx);
  if (!jobs) byContext.set(ctx, (jobs = new DecisionJobs()));
  return jobs;
}
