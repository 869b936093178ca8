import * as Y from 'yjs';

/**
 * Edits made while the relay is out of reach, kept in local storage until the relay has them.
 * The live Y.Doc alone keeps them only while the page is open; but the shell leaves for its
 * limited-operation screen when the backend stops answering, and a person may reload or close
 * the tab while offline. Reopened, the document applies the kept state first and the relay merges
 * it (Yjs: the same history, so nothing is doubled and deletions made meanwhile stay deleted).
 */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const offlineEditsKey = (documentId: string): string => `sdoc-offline:${documentId.toLowerCase()}`;

/** The parts of a relay provider this needs (y-websocket's WebsocketProvider has them). */
export type RelayProvider = {
  on(event: 'status', listener: (event: { status: string }) => void): void;
  on(event: 'sync', listener: (synced: boolean) => void): void;
  off(event: 'status', listener: (event: { status: string }) => void): void;
  off(event: 'sync', listener: (synced: boolean) => void): void;
  wsconnected: boolean;
  synced: boolean;
};

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Applies edits kept from an earlier offline visit, if any. */
export function restoreOfflineEdits(doc: Y.Doc, documentId: string, store: KeyValueStore): boolean {
  const kept = store.getItem(offlineEditsKey(documentId));
  if (!kept) return false;
  try {
    Y.applyUpdate(doc, fromBase64(kept), 'offline-edits');
    return true;
  } catch {
    // unreadable (written by hand, truncated): dropping it is all that can be done
    store.removeItem(offlineEditsKey(documentId));
    return false;
  }
}

/**
 * Keeps the document's state in storage whenever it changes locally while the relay is not in
 * sync, and forgets it once the relay has synced with it again. Returns the stop function.
 */
export function keepOfflineEdits(doc: Y.Doc, provider: RelayProvider, documentId: string, store: KeyValueStore, delayMs = 300): () => void {
  const key = offlineEditsKey(documentId);
  let pending = store.getItem(key) !== null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    try {
      store.setItem(key, toBase64(Y.encodeStateAsUpdate(doc)));
    } catch {
      // storage full: the edits still live in the open page and merge if it stays open
    }
  };
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    // what comes from the relay is the relay's already
    if (origin === provider || (provider.wsconnected && provider.synced)) return;
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(write, delayMs);
  };
  const onSync = (synced: boolean) => {
    if (!synced || !pending || !provider.wsconnected) return;
    // the sync exchanged both sides' missing updates: the relay has what was kept
    clearTimeout(timer);
    timer = undefined;
    pending = false;
    store.removeItem(key);
  };
  doc.on('update', onUpdate);
  provider.on('sync', onSync);
  return () => {
    doc.off('update', onUpdate);
    provider.off('sync', onSync);
    // leaving while still offline: write what is pending now rather than after the delay
    if (timer !== undefined) {
      clearTimeout(timer);
      write();
    }
  };
}
