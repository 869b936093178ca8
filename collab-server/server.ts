import type { Redis } from 'ioredis';
import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { openStore } from './store';
import { createTokenSigner, loadLicense } from './auth';
import { buildApp } from './http';
import { silentHub, startHub } from './hub';
import { PERIODIC_JOBS, startScheduler } from './jobs';
import { closeQueryHistory } from './admin/queryHistory';
import { startRelay, reportRelayStatus } from './relay';
import { SERVER_AREAS } from './areas';
import { bootstrapAreas, installAreas, jobsOf, migrationsOf, startAreaRuntimes } from './startAreas';
import type { ServerArea } from './serverArea';

// the composition root: it starts the edge, the hub, the relay and the list of areas (areas.ts)
export type RunningServer = { app: Awaited<ReturnType<typeof buildApp>>; ctx: AppContext; close: () => Promise<void> };

async function connectRedis(url: string): Promise<Redis> {
  // loaded only with REDIS_URL: a process without Redis does not hold ioredis in memory
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2000 });
  redis.on('error', () => undefined); // reported by the ping's service status instead of crashing
  await redis.connect();
  return redis;
}

/** Where the log goes: standard output unless told otherwise (a test reads what an operator would see). */
export type ServerOptions = { logDestination?: pino.DestinationStream; areas?: readonly ServerArea[] };

/** Opens the store, applies migrations, bootstraps and builds the app; `close` undoes it all. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.logDestination
    ? pino({ level: config.logLevel, base: { service: 'ontoweave' } }, options.logDestination)
    : pino({ level: config.logLevel, base: { service: 'ontoweave' } });
  // the licence first: a forged one stops the start before anything is opened
  const license = await loadLicense(config);
  const areas = options.areas ?? SERVER_AREAS;
  installAreas(areas);
  const store = await openStore(config, migrationsOf(areas));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const ctx: AppContext = {
    config,
    db: store.db,
    storeKind: store.kind,
    redis,
    tokens: await createTokenSigner(store.db, config.sessionSecret),
    license,
    log,
    hub: silentHub,
  };
  if (ctx.license.development) log.warn('No LICENSE configured: running with a development licence (100 users, one year)');
  await bootstrapAreas(ctx, log, areas);
  const app = await buildApp(ctx, areas);
  const hub = await startHub(ctx, app.server);
  ctx.hub = hub.publisher;
  const relay = await startRelay(ctx, app.server, hub.changes, areas.flatMap((area) => (area.relayHooks ? [area.relayHooks] : [])));
  const runtimes = startAreaRuntimes(ctx, { changes: hub.changes }, areas);
  const forgetRelayStatus = reportRelayStatus(ctx, relay);
  const scheduler = startScheduler(ctx, [...PERIODIC_JOBS, ...jobsOf(areas)]);
  let closed = false;
  return {
    app,
    ctx,
    close: async () => {
      if (closed) return;
      closed = true;
      scheduler.stop();
      // the hub's change-log tail reads the store: it stops before the store closes; jobs still
      // running until app.close (imports) push into the void rather than into a closed Redis
      ctx.hub = silentHub;
      await runtimes.close();
      await hub.close();
      // the relay stores what its clients sent while the store is still open
      forgetRelayStatus();
      await relay.close();
      await app.close();
      // the query history buffers entries of this context: once no request runs, what is left is
      // written, and only then does the store close
      await closeQueryHistory(ctx);
      await store.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
