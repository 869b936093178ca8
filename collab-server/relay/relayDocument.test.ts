import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SYNC, RelayDocument } from './relayDocument';
import type { RelayConnection } from './relayOrigins';

// The core against sockets that only record what they are sent (the protocol is what is tested).
function connection(canWrite: boolean): RelayConnection & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  const socket = { readyState: WebSocket.OPEN, send: (message: Uint8Array) => sent.push(message) } as unknown as WebSocket;
  return { socket, userId: 'u', canWrite, limited: false, awarenessIds: new Set(), sent };
}

function updateMessage(change: (doc: Y.Doc) => void): Uint8Array {
  const doc = new Y.Doc();
  let update: Uint8Array | null = null;
  doc.on('update', (u: Uint8Array) => (update = u));
  change(doc);
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update!);
  return encoding.toUint8Array(encoder);
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const syncStep = (message: Uint8Array) => {
  const decoder = decoding.createDecoder(message);
  return [decoding.readVarUint(decoder), decoding.readVarUint(decoder)];
};

describe('RelayDocument', () => {
  it('greets a client with sync step 1 and answers its step 1 with step 2', () => {
    const doc = new RelayDocument('notes:x', []);
    const conn = connection(true);
    doc.attach(conn);
    expect(syncStep(conn.sent[0]!)).toEqual([MESSAGE_SYNC, syncProtocol.messageYjsSyncStep1]);
    const step1 = encoding.createEncoder();
    encoding.writeVarUint(step1, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(step1, new Y.Doc());
    expect(doc.receive(conn, encoding.toUint8Array(step1))).toBeNull();
    expect(syncStep(conn.sent[1]!)).toEqual([MESSAGE_SYNC, syncProtocol.messageYjsSyncStep2]);
    doc.destroy();
  });

  it("applies a writer's update, relays it to the others (not back), and tells the hooks", async () => {
    const seen: unknown[] = [];
    const doc = new RelayDocument('notes:x', [{ onUpdate: (_d, _u, origin) => seen.push(origin) }]);
    const [writer, other] = [connection(true), connection(true)];
    doc.attach(writer);
    doc.attach(other);
    const before = [writer.sent.length, other.sent.length];
    expect(doc.receive(writer, updateMessage((d) => d.getText('notes').insert(0, 'hi')))).toBeNull();
    expect(doc.doc.getText('notes').toString()).toBe('hi');
    await nextTurn();
    expect(writer.sent.length).toBe(before[0]);
    expect(other.sent.length).toBe(before[1]! + 1);
    expect(seen).toEqual([writer]);
    doc.destroy();
  });

  it("refuses a read-only client's update: not applied, not relayed, not stored", async () => {
    const seen: unknown[] = [];
    const doc = new RelayDocument('notes:x', [{ onUpdate: (_d, _u, origin) => seen.push(origin) }]);
    const [watcher, other] = [connection(false), connection(true)];
    doc.attach(watcher);
    doc.attach(other);
    const before = other.sent.length;
    expect(doc.receive(watcher, updateMessage((d) => d.getText('notes').insert(0, 'vandal')))).toBe('read-only');
    expect(doc.doc.getText('notes').toString()).toBe('');
    await nextTurn();
    expect(other.sent.length).toBe(before);
    expect(seen).toEqual([]);
    doc.destroy();
  });

  it('merges the updates of one event-loop turn into one message for every client', async () => {
    const doc = new RelayDocument('notes:x', []);
    const [a, b, c] = [connection(true), connection(true), connection(true)];
    for (const conn of [a, b, c]) doc.attach(conn);
    const before = [a, b, c].map((conn) => conn.sent.length);
    doc.receive(a, updateMessage((d) => d.getText('notes').insert(0, 'A')));
    doc.receive(b, updateMessage((d) => d.getText('notes').insert(0, 'B')));
    await nextTurn();
    expect([a, b, c].map((conn, i) => conn.sent.length - before[i]!)).toEqual([1, 1, 1]);
    const replica = new Y.Doc();
    const decoder = decoding.createDecoder(c.sent.at(-1)!);
    decoding.readVarUint(decoder);
    decoding.readVarUint(decoder);
    Y.applyUpdate(replica, decoding.readVarUint8Array(decoder));
    expect(replica.getText('notes').toString()).toBe(doc.doc.getText('notes').toString());
    expect(replica.getText('notes').length).toBe(2);
    doc.destroy();
  });

  it('reports a malformed message and stays usable', () => {
    const doc = new RelayDocument('notes:x', []);
    const conn = connection(true);
    doc.attach(conn);
    expect(doc.receive(conn, new Uint8Array([9, 9, 9]))).toBe('malformed');
    expect(doc.receive(conn, new Uint8Array([MESSAGE_SYNC, 2, 200]))).toBe('malformed');
    expect(doc.receive(conn, updateMessage((d) => d.getText('notes').insert(0, 'ok')))).toBeNull();
    expect(doc.doc.getText('notes').toString()).toBe('ok');
    doc.destroy();
  });
});
