import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';

/** The relay's base URL of a server (`ws://host:port{basePath}collab`), as the browser builds it. */
export const relayUrl = (server: { url: string; config: { basePath: string } }) => `${server.url.replace(/^http/, 'ws')}${server.config.basePath}collab`;

export type NotesClient = { doc: Y.Doc; text: Y.Text; provider: WebsocketProvider; destroy: () => void };

/** A stock y-websocket client, as the notepad opens it (the token in `params`). */
export function openClient(url: string, docName: string, token: string | null, options: { connect?: boolean } = {}): NotesClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, docName, doc, {
    params: token ? { token } : {},
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    connect: options.connect ?? true,
    maxBackoffTime: 300,
  });
  return {
    doc,
    text: doc.getText('notes'),
    provider,
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

/** Resolves once the provider has synced with the relay. */
export function synced(client: NotesClient, timeoutMs = 10_000): Promise<void> {
  if (client.provider.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the client did not sync')), timeoutMs);
    client.provider.once('sync', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Waits until the condition holds (polled), failing after the timeout with the last value seen. */
export async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

/** Opens a raw WebSocket to the relay and reports how the server answered: opened, or the HTTP status. */
export function rawUpgrade(url: string): Promise<{ opened: true; socket: WebSocket } | { opened: false; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ opened: true, socket }));
    socket.once('unexpected-response', (_req, res) => {
      resolve({ opened: false, status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** Resolves with the close code of the socket. */
export const closeCode = (socket: WebSocket): Promise<number> => new Promise((resolve) => socket.once('close', (code) => resolve(code)));
