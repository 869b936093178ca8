import type { WebSocket } from 'ws';

/** A client socket attached to a document; it is also the origin of the updates it sends. */
export type RelayConnection = {
  socket: WebSocket;
  userId: string;
  canWrite: boolean;
  /** Writes within limits its document kind's hook checks after each update (DocumentAccess 'write-limited'). */
  limited: boolean;
  /** The awareness client ids this socket speaks for, removed when it leaves. */
  awarenessIds: Set<number>;
};

export const isRelayConnection = (origin: unknown): origin is RelayConnection =>
  typeof origin === 'object' && origin !== null && 'socket' in origin && 'canWrite' in origin;

/** Read from SQL when the document loads: already stored, not relayed to other processes. */
export const STORE_ORIGIN = Symbol('store');
/** Relayed by another process: its clients' updates, which that process stores. */
export const REMOTE_ORIGIN = Symbol('remote');
/**
 * Sent by another process in answer to this one loading the document: state that may never have
 * reached SQL (its sender died before storing it), so this process stores it.
 */
export const CATCH_UP_ORIGIN = Symbol('catch-up');

/** The tab session id of saves made by the relay's reconciliation: they come from a live document. */
export const RELAY_TAB_SESSION = 'relay';

/**
 * Changes the server makes to a live structured document (the seed, `saved` marks, saves made
 * over HTTP brought in, changes undone that their writer had no right to make): relayed to the
 * clients and to other processes like a client's update, and stored by the reconciliation hook
 * (sdocReconcile.ts), as persistence stores only what clients send.
 */
export const SDOC_SERVER_ORIGIN = Symbol('sdoc-server');
