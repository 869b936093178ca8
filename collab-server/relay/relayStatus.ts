import type { AppContext } from '../context';
import { registerServiceCheck } from '../health';
import type { Relay } from './relayServer';

// several servers may share one process (tests): each context reports its own relay
const relays = new WeakMap<AppContext, Relay>();

/** Makes the ping (public/ping) report the relay with its documents in memory and clients. */
export function reportRelayStatus(ctx: AppContext, relay: Relay): () => void {
  relays.set(ctx, relay);
  registerServiceCheck({
    name: 'relay',
    required: false,
    present: (c) => relays.has(c),
    check: async (c) => {
      if (!relays.has(c)) throw new Error('the relay is closed');
    },
    details: (c) => {
      const stats = relays.get(c)?.stats();
      return stats ? `documents in memory: ${stats.documents}, clients: ${stats.clients}` : undefined;
    },
  });
  return () => relays.delete(ctx);
}
