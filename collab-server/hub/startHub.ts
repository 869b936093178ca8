import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppContext } from '../context';
import { hubPath, HUB_MAX_MESSAGE_BYTES } from '../../realtime/protocol/hubMessages';
import { handshakeAuth, type HubSocket } from './handshakeAuth';
import { guardMessages } from './messageGuard';
import { handleEntityMessages } from './entityMessages';
import { startChangeLogTail } from './changeLogTail';
import type { HubRedis } from './redisAdapter';
import { reportHubStatus } from './hubStatus';
import { startSessionSweep } from './sessionSweep';
import { socketPublisher } from './socketPublisher';
import type { HubPublisher } from './hubPublisher';
import { ChangeFeed } from './changeFeed';

export type Hub = { publisher: HubPublisher; io: Server; changes: ChangeFeed; close: () => Promise<void> };

// engine.io drops a frame above this outright (closing only that client); between the message
// limit and this, the guard answers with an error ack instead, so a client learns what went wrong
const TRANSPORT_MAX_BYTES = 16 * HUB_MAX_MESSAGE_BYTES;

/**
 * The socket.io hub at `{basePath}realtime` on the app's own HTTP server: handshake auth, user and
 * entity rooms, the change-log tail, backend status, and (with REDIS_URL) the Redis adapter that
 * joins the processes and the notices that wake every process's tail when one of them wrote. `publisher` becomes `ctx.hub`; `changes` feeds the change log to this
 * process's server code (the relay).
 */
export async function startHub(ctx: AppContext, server: HttpServer): Promise<Hub> {
  const io = new Server(server, {
    path: hubPath(ctx.config.basePath),
    // the Yjs relay answers upgrades of other paths on the same server
    destroyUpgrade: false,
    maxHttpBufferSize: TRANSPORT_MAX_BYTES,
    serveClient: false,
    cors: { origin: false },
  });
  let redis: HubRedis | null = null;
  // loaded only here: ioredis and the socket.io adapter stay out of a process that runs without Redis
  if (ctx.config.redisUrl) redis = await (await import('./redisAdapter')).attachRedisAdapter(ctx, io, ctx.config.redisUrl);
  const changes = new ChangeFeed((error) => ctx.log.error({ err: error }, 'hub: a change listener failed'));
  const tail = await startChangeLogTail(ctx, io, changes);
  // a write of another process: read the change log now, not at the next poll
  redis?.changeNotices.onAnnounced(tail.wake);
  const status = reportHubStatus(ctx, io, redis);
  const stopSweep = startSessionSweep(ctx, io);

  io.use(handshakeAuth(ctx));
  io.on('connection', (raw) => {
    const socket = raw as HubSocket;
    guardMessages(socket, ctx.log);
    handleEntityMessages(ctx, socket, tail.lastSeq);
    const latest = status.latest();
    if (latest) (socket as unknown as { emit: (event: string, payload: unknown) => void }).emit('BACKEND_STATUS', latest);
    socket.on('error', (error) => ctx.log.warn({ err: error, userId: socket.data.userId }, 'hub: socket error'));
  });

  return {
    publisher: socketPublisher(io, ctx.log, () => {
      tail.wake();
      redis?.changeNotices.announce();
    }),
    io,
    changes,
    close: async () => {
      status.close();
      stopSweep();
      await tail.close();
      // transports closed, not sockets disconnected: clients see a lost connection and come back
      // (to another process, or to this one restarted) instead of taking it as a dismissal; and not
      // io.close(), which would also close the HTTP server that Fastify closes itself
      io.engine.close();
      await io.of('/').adapter.close();
      await redis?.close();
    },
  };
}
