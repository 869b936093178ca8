import { io, type Socket } from 'socket.io-client';
import { hubEventSchemas, type HubEventName, type HubEventPayload } from '../protocol/hubEvents';
import { hubAckSchemas, hubPath, type HubAck, type HubMessage, type HubMessageName } from '../protocol/hubMessages';

export type HubSocketOptions = {
  /** The app's base path, e.g. '/' or '/ontoweave/'. */
  basePath: string;
  /** The session token (raw or `Bearer …`), read again at every (re)connection attempt. */
  token: () => string | null;
  /** Origin of the server; default: the page's. */
  origin?: string;
  /** Where bad payloads and failures are reported; default console.warn. */
  warn?: (message: string, detail?: unknown) => void;
};

// backoff between attempts: 1 s doubling up to 30 s, ±50 % so a restarted server is not stormed
export const RECONNECT = { delayMs: 1000, delayMaxMs: 30_000, randomization: 0.5 } as const;
const ACK_TIMEOUT_MS = 10_000;

/**
 * One socket.io connection to the hub with reconnection and backoff. Every event is parsed with
 * its schema before a listener sees it (a bad payload is reported and dropped), every message's
 * acknowledgement with its ack schema.
 */
export class HubSocket {
  readonly socket: Socket;
  private readonly warn: (message: string, detail?: unknown) => void;

  constructor(options: HubSocketOptions) {
    this.warn = options.warn ?? ((message, detail) => console.warn(`[hub] ${message}`, detail ?? ''));
    const url = options.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
    this.socket = io(url, {
      path: hubPath(options.basePath),
      auth: (cb) => cb({ token: options.token() ?? '' }),
      reconnectionDelay: RECONNECT.delayMs,
      reconnectionDelayMax: RECONNECT.delayMaxMs,
      randomizationFactor: RECONNECT.randomization,
      autoConnect: false,
      // WebSocket first (the Yjs relay needs it anyway, and a held long-poll would keep the page
      // from ever being network-idle); HTTP long-polling only where WebSocket fails
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
  }

  connect(): void {
    this.socket.connect();
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  /** Calls `listener` with every valid `event`; returns the unsubscribe. */
  on<N extends HubEventName>(event: N, listener: (payload: HubEventPayload<N>) => void): () => void {
    const raw = (payload: unknown) => {
      const parsed = hubEventSchemas[event].safeParse(payload);
      if (parsed.success) listener(parsed.data as HubEventPayload<N>);
      else this.warn(`dropped a ${event} that does not match its schema`, parsed.error.issues.slice(0, 3));
    };
    this.socket.on(event as string, raw);
    return () => void this.socket.off(event as string, raw);
  }

  /** Sends a message and resolves with its parsed acknowledgement (an error ack included); rejects on timeout. */
  async ask<N extends HubMessageName>(name: N, message: HubMessage<N>): Promise<HubAck<N>> {
    const answer: unknown = await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(name, message);
    const parsed = hubAckSchemas[name].safeParse(answer);
    if (!parsed.success) throw new Error(`the hub answered ${name} with an unexpected acknowledgement`);
    return parsed.data as HubAck<N>;
  }
}
