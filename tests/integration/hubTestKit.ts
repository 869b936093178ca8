import { io, type Socket } from 'socket.io-client';
import { hubPath } from '../../realtime/protocol/hubMessages';

/** Helpers of the hub tests: real socket.io clients against the real server. */
export type HubServer = { url: string; config: { basePath: string } };

/** A socket.io client of the hub; resolves once connected, rejects with the connect_error. */
export function connectHub(server: HubServer, token?: string, options: { reconnection?: boolean; before?: (socket: Socket) => void } = {}): Promise<Socket> {
  const socket = io(server.url, {
    path: hubPath(server.config.basePath),
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  // listeners for what the hub sends right on connection must be in place before it connects
  options.before?.(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` whose payload passes `match`, or a rejection after `timeoutMs`. */
export function nextEvent<T = any>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` from now on. */
export function collect<T = any>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Sends a message and waits for its acknowledgement. */
export function ask<T = any>(socket: Socket, event: string, ...args: unknown[]): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** p50, p95 and the largest of a list of latencies in ms, for a test's printout (never asserted: these machines are shared). */
export function latencyFigures(ms: readonly number[]): string {
  const sorted = [...ms].sort((x, y) => x - y);
  const at = (q: number): string => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  return `p50 ${at(0.5)}, p95 ${at(0.95)}, max ${at(1)} (n=${sorted.length})`;
}
