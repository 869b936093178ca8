import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AppContext } from '../context';
import type { ChangeFeed } from '../hub';
import { COLLAB_CLOSE } from '../../realtime/protocol/relay';
import { watchRights } from './rightsWatch';
import { deploymentId } from '../health';
import { DocumentRegistry } from './documentRegistry';
import type { RelayHook, RelayHookFactory } from './relayHooks';
import type { RelayConnection } from './relayOrigins';
import type { RelayDocument } from './relayDocument';
import { persistenceHook } from './persistence';
import { relayLog } from './relayLog';
import { authorizeUpgrade, relayPathDocument, type UpgradeDecision } from './upgradeAuth';
import { watchSessions } from './sessionWatch';

// a socket that answers no ping within this time is gone (a laptop closed, a process killed)
const HEARTBEAT_MS = 30_000;
// messages that arrive while the document loads wait for it, up to this many
const MAX_QUEUED_MESSAGES = 200;

export type Relay = { stats: () => { documents: number; clients: number }; close: () => Promise<void> };

/**
 * The Yjs relay on the server's own port: `{basePath}collab/{docName}`, authorized before the
 * upgrade, then y-websocket protocol per document. Persistence, fan-out and logging are hooks.
 */
export async function startRelay(ctx: AppContext, server: Server, changes?: ChangeFeed, areaHooks: readonly RelayHookFactory[] = []): Promise<Relay> {
  const { config } = ctx;
  const log = relayLog(ctx.log);
  const hooks: RelayHook[] = [
    persistenceHook(ctx.db, {
      storeDelayMs: config.relay.storeDelayMs,
      compactAfterUpdates: config.relay.compactAfterUpdates,
      onError: (error, doc) => log.failed(error, doc, 'store'),
    }),
  ];
  if (config.redisUrl) {
    const namespace = `ontoweave:${await deploymentId(ctx.db)}:relay:`;
    // loaded only here: ioredis stays out of the memory of a process that runs without Redis
    const { redisFanoutHook } = await import('./redisFanout');
    hooks.push(await redisFanoutHook({ redisUrl: config.redisUrl, namespace, onError: (error, doc) => log.failed(error, doc, 'redis') }));
  }
  // the areas' kinds of document: after persistence (the stored rows are in) and fan-out (other
  // processes hear the seed)
  for (const factory of areaHooks) hooks.push(...factory(ctx, { changes, log }));
  hooks.push(log.hook());
  const registry = new DocumentRegistry(hooks, {
    maxDocuments: config.relay.maxDocuments,
    idleUnloadMs: config.relay.idleUnloadMs,
    onError: (error, doc, stage) => log.failed(error, doc, stage),
  });
  // rights given or taken back: that user's sockets on the document reconnect with the new ones
  const rights = watchRights(changes, registry);
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.relay.maxMessageBytes, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();
  const sessions = watchSessions(ctx, config.relay.sessionCheckMs);

  const serve = async (socket: WebSocket, decision: Extract<UpgradeDecision, { ok: true }>, decidedAt: number): Promise<void> => {
    const { docName, userId } = decision;
    const conn: RelayConnection = { socket, userId, canWrite: decision.canWrite, limited: decision.limited, awarenessIds: new Set() };
    let doc: RelayDocument | null = null;
    let gone = false;
    const queued: Uint8Array[] = [];
    alive.add(socket);
    sessions.add(socket, decision.token, () => log.sessionEnded(docName, userId));
    socket.on('pong', () => alive.add(socket));
    socket.on('error', (error) => log.socketError(docName, userId, error));
    socket.on('message', (data: RawData) => {
      const message = asBytes(data);
      if (!doc) {
        if (queued.push(message) > MAX_QUEUED_MESSAGES) socket.close(COLLAB_CLOSE.queueFull, 'too many messages before the document loaded');
        return;
      }
      const refused = doc.receive(conn, message);
      if (refused) log.refusedMessage(docName, userId, refused);
    });
    socket.on('close', () => {
      gone = true;
      sessions.remove(socket);
      doc?.detach(conn);
      registry.release(docName);
    });
    let opened: RelayDocument | 'full';
    try {
      opened = await registry.open(docName);
    } catch {
      socket.close(COLLAB_CLOSE.loadFailed, 'the document could not be loaded');
      return;
    }
    if (opened === 'full') {
      log.tooManyDocuments(docName, config.relay.maxDocuments);
      socket.close(COLLAB_CLOSE.tooManyDocuments, 'too many documents open');
      return;
    }
    if (gone) return registry.release(docName);
    doc = opened;
    doc.attach(conn);
    if (rights.changedSince(docName, userId, decidedAt)) socket.close(COLLAB_CLOSE.rightsChanged, 'rights changed');
    for (const message of queued.splice(0)) {
      const refused = doc.receive(conn, message);
      if (refused) log.refusedMessage(docName, userId, refused);
    }
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const target = relayPathDocument(req.url ?? '/', config.basePath);
    // other paths belong to other upgrade listeners (the socket.io hub)
    if (!target) return;
    socket.on('error', () => socket.destroy());
    // rights read from here on may be older than a change heard of before the socket is attached
    const decidedAt = Date.now();
    authorizeUpgrade(ctx, target).then(
      (decision) => {
        if (!decision.ok) {
          log.refusedUpgrade(target.raw, decision.status, decision.reason);
          return refuseUpgrade(socket, decision.status);
        }
        wss.handleUpgrade(req, socket, head, (ws) => void serve(ws, decision, decidedAt));
      },
      (error) => {
        log.failed(error, target.raw, 'upgrade');
        refuseUpgrade(socket, 500);
      },
    );
  };
  server.on('upgrade', onUpgrade);

  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) socket.terminate();
      else {
        alive.delete(socket);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    stats: () => ({ documents: registry.size, clients: registry.clientCount }),
    close: async () => {
      server.off('upgrade', onUpgrade);
      clearInterval(heartbeat);
      rights.stop();
      sessions.stop();
      for (const socket of wss.clients) socket.close(COLLAB_CLOSE.shuttingDown, 'server shutting down');
      // what the clients sent is stored before the store closes
      await registry.closeAll();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const hook of hooks) await hook.onClose?.();
    },
  };
}

/** Answers a refused upgrade with a plain HTTP status on the raw socket: no WebSocket is opened. */
function refuseUpgrade(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function asBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
