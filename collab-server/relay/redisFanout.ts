import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as decoding from 'lib0/decoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { RelayDocument } from './relayDocument';
import type { RelayHook } from './relayHooks';
import { CATCH_UP_ORIGIN, REMOTE_ORIGIN, STORE_ORIGIN } from './relayOrigins';

// What travels between processes on a document's channel: [sender][kind][target][payload].
const UPDATE = 0;
const AWARENESS = 1;
/** "I just loaded the document; here is my state vector": holders answer with CATCH_UP. */
const HELLO = 2;
/** The part of a holder's state the loader lacks, with the presence the holder knows. */
const CATCH_UP = 3;

export type FanoutOptions = { redisUrl: string; namespace: string; onError: (error: unknown, doc?: string) => void };

/**
 * Joins the relays of several processes through Redis pub/sub: a channel per document, joined
 * while the document is in memory. Each message names its sender, so a process ignores its own;
 * updates from elsewhere are applied with REMOTE_ORIGIN and are neither relayed back nor stored.
 */
export async function redisFanoutHook(options: FanoutOptions): Promise<RelayHook> {
  const processId = randomUUID();
  // pub/sub needs connections of its own: a subscribed ioredis client can do nothing else
  const connect = async (): Promise<Redis> => {
    const client = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 2000 });
    client.on('error', (error) => options.onError(error));
    await client.connect();
    return client;
  };
  const [publisher, subscriber] = await Promise.all([connect(), connect()]);
  const docs = new Map<string, RelayDocument>();
  const channelOf = (docName: string) => `${options.namespace}${docName}`;

  const publish = (doc: RelayDocument, kind: number, payload: Uint8Array, target = ''): void => {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, processId);
    encoding.writeVarUint(encoder, kind);
    encoding.writeVarString(encoder, target);
    encoding.writeVarUint8Array(encoder, payload);
    publisher.publish(channelOf(doc.name), Buffer.from(encoding.toUint8Array(encoder))).catch((error) => options.onError(error, doc.name));
  };

  const receive = (doc: RelayDocument, message: Uint8Array): void => {
    const decoder = decoding.createDecoder(message);
    const sender = decoding.readVarString(decoder);
    if (sender === processId) return;
    const kind = decoding.readVarUint(decoder);
    const target = decoding.readVarString(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    if (kind === UPDATE) Y.applyUpdate(doc.doc, payload, REMOTE_ORIGIN);
    else if (kind === AWARENESS) awarenessProtocol.applyAwarenessUpdate(doc.awareness, payload, REMOTE_ORIGIN);
    else if (kind === HELLO) answerHello(doc, sender, payload);
    else if (kind === CATCH_UP && target === processId) {
      const catchUp = decoding.createDecoder(payload);
      Y.applyUpdate(doc.doc, decoding.readVarUint8Array(catchUp), CATCH_UP_ORIGIN);
      awarenessProtocol.applyAwarenessUpdate(doc.awareness, decoding.readVarUint8Array(catchUp), REMOTE_ORIGIN);
    }
  };

  const answerHello = (doc: RelayDocument, loader: string, stateVector: Uint8Array): void => {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint8Array(encoder, Y.encodeStateAsUpdate(doc.doc, stateVector));
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(doc.awareness, [...doc.awareness.getStates().keys()]));
    publish(doc, CATCH_UP, encoding.toUint8Array(encoder), loader);
  };

  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const doc = docs.get(channel.toString());
    if (!doc) return;
    try {
      receive(doc, new Uint8Array(message.buffer, message.byteOffset, message.byteLength));
    } catch (error) {
      options.onError(error, doc.name);
    }
  });

  return {
    async onLoad(doc) {
      docs.set(channelOf(doc.name), doc);
      try {
        await subscriber.subscribe(channelOf(doc.name));
      } catch (error) {
        // a Redis outage leaves the document to this process's clients (the ping shows Redis
        // down) rather than refusing them; ioredis resubscribes once it reconnects
        options.onError(error, doc.name);
        return;
      }
      publish(doc, HELLO, Y.encodeStateVector(doc.doc));
    },
    onUpdate(doc, update, origin) {
      // what came from SQL or from another process is not news to the others
      if (origin !== REMOTE_ORIGIN && origin !== CATCH_UP_ORIGIN && origin !== STORE_ORIGIN) publish(doc, UPDATE, update);
    },
    onAwareness(doc, update, origin) {
      if (origin !== REMOTE_ORIGIN) publish(doc, AWARENESS, update);
    },
    async onUnload(doc) {
      if (docs.get(channelOf(doc.name)) !== doc) return;
      docs.delete(channelOf(doc.name));
      await subscriber.unsubscribe(channelOf(doc.name)).catch((error) => options.onError(error, doc.name));
    },
    async onClose() {
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
