import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import * as awarenessProtocol from 'y-protocols/awareness';
import { WebSocket } from 'ws';
import type { RelayHook } from './relayHooks';
import type { RelayConnection } from './relayOrigins';

// y-websocket's message types (the first varUint of every message)
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

/** Why a message of a client was not applied; the socket stays open unless the caller decides otherwise. */
export type Refusal = 'read-only' | 'malformed';

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };

/**
 * One live document: the Y.Doc, its awareness and the sockets attached to it. It speaks the
 * y-websocket protocol and tells its hooks what changed; it does not store, fan out or log.
 */
export class RelayDocument {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<RelayConnection>();
  private outgoing: Array<{ update: Uint8Array; origin: unknown }> = [];

  constructor(
    readonly name: string,
    private readonly hooks: readonly RelayHook[],
  ) {
    // the relay is no participant: it has no presence of its own
    this.awareness.setLocalState(null);
    this.doc.on('update', this.relayUpdate);
    this.awareness.on('update', this.relayAwareness);
  }

  /** Starts the y-websocket handshake: the relay's state vector, then who is present. */
  attach(conn: RelayConnection): void {
    this.connections.add(conn);
    const sync = encoding.createEncoder();
    encoding.writeVarUint(sync, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(sync, this.doc);
    send(conn, encoding.toUint8Array(sync));
    const present = [...this.awareness.getStates().keys()];
    if (present.length > 0) send(conn, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, present)));
  }

  /** Handles one message of a client; returns why it was refused, if it was. */
  receive(conn: RelayConnection, message: Uint8Array): Refusal | null {
    try {
      const decoder = decoding.createDecoder(message);
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) return this.receiveSync(conn, decoder);
      if (type === MESSAGE_AWARENESS) {
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), conn);
        return null;
      }
      if (type === MESSAGE_QUERY_AWARENESS) {
        send(conn, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...this.awareness.getStates().keys()])));
        return null;
      }
      return 'malformed';
    } catch {
      return 'malformed';
    }
  }

  private receiveSync(conn: RelayConnection, decoder: decoding.Decoder): Refusal | null {
    const step = decoding.readVarUint(decoder);
    if (step === syncProtocol.messageYjsSyncStep1) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, MESSAGE_SYNC);
      syncProtocol.writeSyncStep2(reply, this.doc, decoding.readVarUint8Array(decoder));
      send(conn, encoding.toUint8Array(reply));
      return null;
    }
    if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) return 'malformed';
    const update = decoding.readVarUint8Array(decoder);
    // a watcher's changes are neither applied nor relayed: the document stays as its writers made it
    if (!conn.canWrite) return 'read-only';
    Y.applyUpdate(this.doc, update, conn);
    // a hook may look at what the update did (its own transaction) and undo it
    for (const hook of this.hooks) hook.afterClientUpdate?.(this, conn);
    return null;
  }

  /** The socket left: its presence goes with it. */
  detach(conn: RelayConnection): void {
    if (!this.connections.delete(conn)) return;
    awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.awarenessIds], null);
  }

  destroy(): void {
    this.outgoing = [];
    this.doc.off('update', this.relayUpdate);
    this.awareness.off('update', this.relayAwareness);
    this.awareness.destroy();
    this.doc.destroy();
    this.connections.clear();
  }

  private relayUpdate = (update: Uint8Array, origin: unknown): void => {
    this.outgoing.push({ update, origin });
    if (this.outgoing.length === 1) setImmediate(this.sendOutgoing);
    for (const hook of this.hooks) hook.onUpdate?.(this, update, origin);
  };

  /**
   * Sends what arrived in one turn of the event loop. One update goes to everyone but its sender;
   * several (many clients typing at once) are merged into one message for everyone: one socket
   * write per client instead of one per update and client, and one update for each client to
   * apply. A sender that gets its own edit back finds nothing new in it.
   */
  private sendOutgoing = (): void => {
    const batch = this.outgoing.splice(0);
    if (batch.length === 0) return;
    const update = batch.length === 1 ? batch[0]!.update : Y.mergeUpdates(batch.map((item) => item.update));
    const skip = batch.length === 1 ? batch[0]!.origin : null;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    const message = encoding.toUint8Array(encoder);
    for (const conn of this.connections) if (conn !== skip) send(conn, message);
  };

  private relayAwareness = ({ added, updated, removed }: AwarenessChange, origin: unknown): void => {
    const changed = [...added, ...updated, ...removed];
    const owner = this.connectionOf(origin);
    if (owner) {
      for (const id of added) owner.awarenessIds.add(id);
      for (const id of removed) owner.awarenessIds.delete(id);
    }
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
    const message = awarenessMessage(update);
    // echoed to its sender too: a y-websocket client that hears nothing for 30 s reconnects, and
    // its own presence renewal (every 15 s) is what a lone client hears
    for (const conn of this.connections) send(conn, message);
    for (const hook of this.hooks) hook.onAwareness?.(this, update, origin);
  };

  private connectionOf(origin: unknown): RelayConnection | undefined {
    return this.connections.has(origin as RelayConnection) ? (origin as RelayConnection) : undefined;
  }
}

function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

function send(conn: RelayConnection, message: Uint8Array): void {
  if (conn.socket.readyState === WebSocket.OPEN) conn.socket.send(message);
}
