import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { PingResult, ServiceStatus } from '../../realtime/protocol/shell/status';
import { readTestOverrides } from '../testOverrides';

/**
 * A live service the ping reports. `required` services make the backend RED when down (nothing
 * works without them); the others make it YELLOW (the platform runs with reduced features).
 */
export type ServiceCheck = {
  name: string;
  required: boolean;
  /** Whether this deployment has the service at all (e.g. Redis only when REDIS_URL is set). */
  present: (ctx: AppContext) => boolean;
  /** Resolves when the service answers; rejects with the reason otherwise. */
  check: (ctx: AppContext) => Promise<void>;
  /** What the service reports beside its status when it answers (e.g. the relay's documents and clients). */
  details?: (ctx: AppContext) => string | undefined;
};

export const CHECK_TIMEOUT_MS = 2000;

const registry = new Map<string, ServiceCheck>();

/** Adds (or replaces, by name) a service to the ping; later features register theirs at start. */
export function registerServiceCheck(service: ServiceCheck): () => void {
  registry.set(service.name, service);
  return () => {
    if (registry.get(service.name) === service) registry.delete(service.name);
  };
}

registerServiceCheck({
  name: 'database',
  required: true,
  present: () => true,
  check: async (ctx) => {
    await sql`select 1`.execute(ctx.db);
  },
});

registerServiceCheck({
  name: 'redis',
  required: false,
  present: (ctx) => ctx.redis !== null,
  check: async (ctx) => {
    const answer = await ctx.redis?.ping();
    if (answer !== 'PONG') throw new Error(`unexpected answer ${String(answer)}`);
  },
});

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function runCheck(ctx: AppContext, service: ServiceCheck, timeoutMs: number): Promise<ServiceStatus> {
  const started = performance.now();
  try {
    await withTimeout(service.check(ctx), timeoutMs);
    const message = service.details?.(ctx);
    return { name: service.name, status: 'GREEN', latencyMs: Math.round(performance.now() - started), ...(message ? { message } : {}) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name: service.name, status: 'RED', latencyMs: Math.round(performance.now() - started), message };
  }
}

/** Checks every present service in parallel, each bounded by the timeout. */
export async function checkBackendStatus(ctx: AppContext, timeoutMs = CHECK_TIMEOUT_MS): Promise<PingResult> {
  const present = [...registry.values()].filter((s) => s.present(ctx));
  const services = await Promise.all(present.map((s) => runCheck(ctx, s, timeoutMs)));
  const down = present.filter((_s, i) => services[i]?.status === 'RED');
  const status = down.some((s) => s.required) ? 'RED' : down.length > 0 ? 'YELLOW' : 'GREEN';
  const forced = readTestOverrides(ctx).backendStatus;
  if (forced) return { status: forced, services: [...services, forcedStatusService(forced)] };
  return { status, services };
}

/** Names the test control in the answer, so a forced status is never mistaken for a real outage. */
export const TEST_OVERRIDE_SERVICE = 'test-override';
function forcedStatusService(status: PingResult['status']): ServiceStatus {
  return {
    name: TEST_OVERRIDE_SERVICE,
    status: status === 'GREEN' ? 'GREEN' : 'RED',
    latencyMs: 0,
    message: `status forced to ${status} by PUT /api/test/backend-status`,
  };
}
