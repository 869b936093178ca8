import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppContext } from '../context';
import { deploymentId } from '../health';
import { joinChangeNotices, type ChangeNotices } from './changeNotices';

export type HubRedis = { check: () => Promise<void>; close: () => Promise<void>; changeNotices: ChangeNotices };

/**
 * Joins this process's hub to the others through Redis: the socket.io Redis adapter on two
 * dedicated connections (a subscriber cannot issue other commands), its channels namespaced by
 * the deployment so installations sharing a Redis never hear each other; beside it, on the same
 * connections, the notices that tell the other processes' change-log tails a write committed.
 */
export async function attachRedisAdapter(ctx: AppContext, io: Server, url: string): Promise<HubRedis> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2000 });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => ctx.log.warn({ err: error }, 'hub: Redis connection error'));
  await Promise.all([pub.connect(), sub.connect()]);
  const key = `ontoweave:${await deploymentId(ctx.db)}:hub`;
  io.adapter(createAdapter(pub, sub, { key }));
  const changeNotices = await joinChangeNotices(pub, sub, `${key}:changes`, ctx.log);
  return {
    changeNotices,
    check: async () => {
      if (sub.status !== 'ready') throw new Error(`subscriber connection ${sub.status}`);
      const answer = await pub.ping();
      if (answer !== 'PONG') throw new Error(`unexpected answer ${answer}`);
    },
    close: async () => {
      await Promise.all([pub, sub].map((client) => client.quit().then(() => undefined, () => client.disconnect())));
    },
  };
}
