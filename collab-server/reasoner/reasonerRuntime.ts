import type { AppContext } from '../context';
import type { ChangeFeed } from '../hub';
import { ReasonerService } from './reasonerService';
import { watchEntityChanges } from './reasonerTriggers';

// one service per server context: the routes (built before the hub) and the triggers (started with
// it) share it, and a context's service dies with it
const services = new WeakMap<AppContext, ReasonerService>();

export function reasonerOf(ctx: AppContext): ReasonerService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = new ReasonerService(ctx)));
  return service;
}

/** Starts re-running classifications on edits seen in the hub's change feed (writes of this process ask at once: reasonerWriteHook.ts); `close` stops it all. */
export function startReasoner(ctx: AppContext, changes: ChangeFeed): { close: () => Promise<void> } {
  const service = reasonerOf(ctx);
  const unwatch = watchEntityChanges(ctx, changes, service);
  return {
    close: async () => {
      unwatch();
      await service.close();
    },
  };
}
