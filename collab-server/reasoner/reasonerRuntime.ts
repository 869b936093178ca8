import type { AppContext } from '../context';
import type { ChangeFeed } from '../hub/changeFeed';
import { ReasonerService } from './reasonerService';
import { registerReasoner, watchEntityChanges } from './reasonerTriggers';

// one service per server context: the routes (built before the hub) and the triggers (started with
// it) share it, and a context's service dies with it
const services = new WeakMap<AppContext, ReasonerService>();

export function reasonerOf(ctx: AppContext): ReasonerService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = new ReasonerService(ctx)));
  return service;
}

/** Starts re-running classifications on edits (the hub's change feed, notifyAxiomsChanged); `close` stops it all. */
export function startReasoner(ctx: AppContext, changes: ChangeFeed): { close: () => Promise<void> } {
  const service = reasonerOf(ctx);
  const unregister = registerReasoner(service);
  const unwatch = watchEntityChanges(ctx, changes, service);
  return {
    close: async () => {
      unwatch();
      unregister();
      await service.close();
    },
  };
}
