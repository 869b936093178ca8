import type { Logger } from '../logger';
import type { Event } from 'socket.io';
import { HUB_MAX_MESSAGE_BYTES, hubMessageSchemas, type HubErrorAck, type HubMessage, type HubMessageName } from '../../realtime/protocol/hubMessages';
import type { HubSocket } from './handshakeAuth';

type Ack = (answer: unknown) => void;

/** Bytes of a message's arguments as JSON: what the limit is about. */
export function messageBytes(args: readonly unknown[]): number {
  try {
    return Buffer.byteLength(JSON.stringify(args.filter((a) => typeof a !== 'function')));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Why a raw message is refused before any handler sees it, or null when it may go on. */
export function refuseMessage(event: unknown, args: readonly unknown[]): string | null {
  if (typeof event !== 'string' || !Object.hasOwn(hubMessageSchemas, event)) return `unknown message ${JSON.stringify(String(event)).slice(0, 80)}`;
  const bytes = messageBytes(args);
  if (bytes > HUB_MAX_MESSAGE_BYTES) return `message too large: ${bytes} bytes, at most ${HUB_MAX_MESSAGE_BYTES}`;
  const ack = args.at(-1);
  if (typeof ack !== 'function') return 'every message needs an acknowledgement callback';
  if (args.length !== 2) return 'a message carries exactly one payload';
  return null;
}

/**
 * Refuses unknown, oversized and unacknowledged messages with an error ack (when there is a
 * callback to answer) and a log line; the socket stays connected and other sockets never notice.
 */
export function guardMessages(socket: HubSocket, log: Logger): void {
  socket.use((packet: Event, next) => {
    const [event, ...args] = packet;
    const refused = refuseMessage(event, args);
    if (!refused) return next();
    log.warn({ userId: socket.data.userId, socketId: socket.id, event: String(event).slice(0, 80), reason: refused }, 'hub: message refused');
    const ack = args.at(-1);
    if (typeof ack === 'function') (ack as Ack)({ ok: false, error: refused } satisfies HubErrorAck);
  });
}

/** Handles one message: its payload validated with its schema, the answer (or the error) acknowledged. */
export function onMessage<N extends HubMessageName>(
  socket: HubSocket,
  log: Logger,
  name: N,
  handle: (message: HubMessage<N>) => Promise<unknown>,
): void {
  (socket as unknown as { on: (event: string, listener: (payload: unknown, ack: Ack) => void) => void }).on(name, (payload, ack) => {
    const parsed = hubMessageSchemas[name].safeParse(payload);
    if (!parsed.success) {
      const error = `invalid ${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ')}`;
      log.warn({ userId: socket.data.userId, socketId: socket.id, event: name, reason: error }, 'hub: message refused');
      return ack({ ok: false, error } satisfies HubErrorAck);
    }
    handle(parsed.data as HubMessage<N>).then(ack, (err: unknown) => {
      log.error({ err, userId: socket.data.userId, event: name }, 'hub: message failed');
      ack({ ok: false, error: `${name} failed` } satisfies HubErrorAck);
    });
  });
}
