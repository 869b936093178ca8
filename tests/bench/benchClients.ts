import WebSocket from 'ws';
import type * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';

// The benchmark's headless clients: the same few lines of sync protocol for both servers, so the
// figures compare the servers, not two client libraries. Only the framing differs:
// - y-websocket (our relay): [type][payload], the document named by the URL;
// - Hocuspocus: [document name][type][payload], and an Auth message first. The stock y-websocket
//   client cannot talk to it and @hocuspocus/provider is not installed, so this is that
//   provider's wire format written with lib0 (auth, then sync step 1).
const SYNC = 0;
const AUTH = 2;
const AUTH_TOKEN = 0;
const AUTH_AUTHENTICATED = 2;

export type BenchClient = { doc: Y.Doc; synced: Promise<void>; destroy: () => void };

type Framing = { prefix: (encoder: encoding.Encoder) => void; readPrefix: (decoder: decoding.Decoder) => void; authFirst: boolean };

function connectFramed(url: string, doc: Y.Doc, framing: Framing): BenchClient {
  const socket = new WebSocket(url);
  const frame = (type: number, write: (encoder: encoding.Encoder) => void): Uint8Array => {
    const encoder = encoding.createEncoder();
    framing.prefix(encoder);
    encoding.writeVarUint(encoder, type);
    write(encoder);
    return encoding.toUint8Array(encoder);
  };
  const origin = { bench: true };
  let markSynced: () => void = () => undefined;
  const synced = new Promise<void>((resolve) => (markSynced = resolve));
  const onUpdate = (update: Uint8Array, from: unknown) => {
    if (from !== origin && socket.readyState === WebSocket.OPEN) socket.send(frame(SYNC, (e) => syncProtocol.writeUpdate(e, update)));
  };
  doc.on('update', onUpdate);
  const sendStep1 = () => socket.send(frame(SYNC, (e) => syncProtocol.writeSyncStep1(e, doc)));

  socket.on('open', () => {
    if (!framing.authFirst) return sendStep1();
    socket.send(frame(AUTH, (e) => {
      encoding.writeVarUint(e, AUTH_TOKEN);
      encoding.writeVarString(e, '');
    }));
  });
  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    framing.readPrefix(decoder);
    const type = decoding.readVarUint(decoder);
    if (type === AUTH && framing.authFirst) {
      if (decoding.readVarUint(decoder) === AUTH_AUTHENTICATED) sendStep1();
      return;
    }
    if (type !== SYNC) return;
    const reply = encoding.createEncoder();
    framing.prefix(reply);
    encoding.writeVarUint(reply, SYNC);
    const empty = encoding.length(reply);
    const step = syncProtocol.readSyncMessage(decoder, reply, doc, origin);
    if (encoding.length(reply) > empty) socket.send(encoding.toUint8Array(reply));
    if (step === syncProtocol.messageYjsSyncStep2) markSynced();
  });
  socket.on('error', () => undefined);
  return {
    doc,
    synced,
    destroy: () => {
      doc.off('update', onUpdate);
      socket.close();
    },
  };
}

/** A y-websocket protocol client of our relay (`…/collab/{docName}?token=…`). */
export const connectYWebsocket = (url: string, doc: Y.Doc): BenchClient =>
  connectFramed(url, doc, { prefix: () => undefined, readPrefix: () => undefined, authFirst: false });

/** A Hocuspocus protocol client of one document. */
export const connectHocuspocus = (url: string, docName: string, doc: Y.Doc): BenchClient =>
  connectFramed(url, doc, {
    prefix: (encoder) => encoding.writeVarString(encoder, docName),
    readPrefix: (decoder) => void decoding.readVarString(decoder),
    authFirst: true,
  });
