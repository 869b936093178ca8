import type { AppContext } from '../context';

export type Scheduler = { stop: () => void };

export function startScheduler(ctx: AppContext): Scheduler {
  void ctx;
  return { stop: () => undefined };
}
