import type { AppContext } from '../context';
import { runMaintenanceSweep } from './maintenanceSweep';
import { analyzeGrownTables } from './embeddedAnalyze';

export type Scheduler = { stop: () => void };

/** A job run at start and then every `everyMs`; a run still going when the next is due is not doubled. */
export type PeriodicJob = { name: string; everyMs: number; run: (ctx: AppContext) => Promise<unknown> };

export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  { name: 'maintenance sweep', everyMs: 60_000, run: (ctx) => runMaintenanceSweep(ctx) },
  { name: 'embedded store statistics', everyMs: 30_000, run: (ctx) => analyzeGrownTables(ctx) },
];

/**
 * Runs the periodic jobs in this process. Every process runs them: each job is written to be safe
 * when several processes run it at once, so no leader election is needed.
 */
export function startScheduler(ctx: AppContext, jobs: readonly PeriodicJob[] = PERIODIC_JOBS): Scheduler {
  let stopped = false;
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let running = false;
    const tick = async (): Promise<void> => {
      if (stopped || running) return;
      running = true;
      try {
        const result = await job.run(ctx);
        if (!stopped) ctx.log.debug({ job: job.name, result }, 'scheduled job done');
      } catch (error) {
        // the store may already be closing when the server stops mid-run
        if (!stopped) ctx.log.error({ err: error, job: job.name }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
    const first = setTimeout(() => void tick(), 0);
    const interval = setInterval(() => void tick(), job.everyMs);
    first.unref();
    interval.unref();
    timers.push(first, interval);
  }
  return {
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
