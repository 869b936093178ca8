import type { Server } from 'socket.io';
import type { AppContext } from '../context';
import { checkBackendStatus, registerServiceCheck } from '../health';
import type { PingResult } from '../../realtime/protocol/shell/status';
import type { HubRedis } from './redisAdapter';

export const STATUS_PUSH_MS = 10_000;

type HubHealth = { io: Server; redis: HubRedis | null };
// several servers may share one process (tests): each context reports its own hub
const hubs = new WeakMap<AppContext, HubHealth>();

/** The socket.io server of a context's hub, while it runs (tests reach their server's sockets through it). */
export const runningHub = (ctx: AppContext): Server | undefined => hubs.get(ctx)?.io;

registerServiceCheck({
  name: 'hub',
  required: false,
  present: (ctx) => hubs.has(ctx),
  check: async (ctx) => {
    if (!hubs.has(ctx)) throw new Error('the hub is closed');
  },
  details: (ctx) => {
    const hub = hubs.get(ctx);
    return hub ? `sockets: ${hub.io.engine.clientsCount}` : undefined;
  },
});

registerServiceCheck({
  name: 'hub-redis',
  required: false,
  present: (ctx) => Boolean(hubs.get(ctx)?.redis),
  check: async (ctx) => {
    const redis = hubs.get(ctx)?.redis;
    if (!redis) throw new Error('the hub is closed');
    await redis.check();
  },
});

/** What changes the status a user sees: latencies alone do not. */
export const statusKey = (result: PingResult): string =>
  JSON.stringify([result.status, result.services.map((s) => [s.name, s.status, s.status === 'RED' ? s.message : null])]);

/**
 * Reports the hub (and its Redis adapter) in public/ping, and pushes BACKEND_STATUS to this
 * process's sockets every STATUS_PUSH_MS when it changed; a socket that connects gets the last one.
 */
export function reportHubStatus(ctx: AppContext, io: Server, redis: HubRedis | null): { latest: () => PingResult | null; close: () => void } {
  hubs.set(ctx, { io, redis });
  let latest: PingResult | null = null;
  let key = '';
  let checking = false;
  const refresh = async (): Promise<void> => {
    if (checking) return;
    checking = true;
    try {
      const result = await checkBackendStatus(ctx);
      if (!hubs.has(ctx)) return;
      latest = result;
      const next = statusKey(result);
      if (next !== key) {
        key = next;
        io.local.emit('BACKEND_STATUS', result);
      }
    } catch (error) {
      ctx.log.error({ err: error }, 'hub: backend status check failed');
    } finally {
      checking = false;
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), STATUS_PUSH_MS);
  timer.unref();
  return {
    latest: () => latest,
    close: () => {
      clearInterval(timer);
      hubs.delete(ctx);
    },
  };
}
