import * as Y from 'yjs';
import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { RelayDocument } from './relayDocument';
import type { RelayHook } from './relayHooks';
import { CATCH_UP_ORIGIN, REMOTE_ORIGIN, STORE_ORIGIN, isRelayConnection } from './relayOrigins';
import { compactDocument, shouldCompact } from './compaction';

type Pending = {
  updates: Uint8Array[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<void>;
  /** Stored rows whose content the live document holds: the ones compaction may replace. */
  ownRows: string[];
  remoteSeen: boolean;
};

export type PersistenceOptions = {
  /**
   * Updates that arrive within this time of the first are stored as one row: a second of typing
   * is one insert. A process killed meanwhile loses only what its clients still hold and send
   * again when they reconnect.
   */
  storeDelayMs: number;
  compactAfterUpdates: number;
  onError: (error: unknown, doc: string) => void;
};

/** Stores one update of a document as a row of its own; its id, for compaction. */
export async function appendUpdate(db: Kysely<Database>, docName: string, update: Uint8Array): Promise<string> {
  const row = await db.insertInto('yjs_updates').values({ doc_name: docName, update }).returning('id').executeTakeFirstOrThrow();
  return String(row.id);
}

/** Applies stored rows one by one, in one transaction: much cheaper than merging them first. */
function applyRows(doc: Y.Doc, rows: Uint8Array[], origin: unknown): void {
  doc.transact(() => {
    for (const row of rows) Y.applyUpdate(doc, row);
  }, origin);
}

/**
 * Stores a document in SQL: loads it when it is created, appends what this process's clients
 * send (a process stores its own clients' updates; the others store theirs), compacts its rows
 * past a threshold, and on unload stores whatever the document holds that SQL does not.
 */
export function persistenceHook(db: Kysely<Database>, options: PersistenceOptions): RelayHook {
  const docs = new Map<RelayDocument, Pending>();

  const readRows = (name: string) => db.selectFrom('yjs_updates').select(['id', 'update']).where('doc_name', '=', name).orderBy('id').execute();

  const compact = async (doc: RelayDocument, state: Pending): Promise<void> => {
    const replaced = state.ownRows.splice(0);
    try {
      state.ownRows.push(await compactDocument(db, doc.name, replaced, Y.encodeStateAsUpdate(doc.doc)));
    } catch (error) {
      state.ownRows.unshift(...replaced);
      throw error;
    }
  };

  const write = async (doc: RelayDocument, state: Pending, updates: Uint8Array[]): Promise<void> => {
    const update = updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
    state.ownRows.push(await appendUpdate(db, doc.name, update));
    if (shouldCompact(state.ownRows.length, options.compactAfterUpdates)) await compact(doc, state);
  };

  const flush = (doc: RelayDocument, state: Pending): Promise<void> => {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    const updates = state.updates.splice(0);
    if (updates.length === 0) return state.flushing;
    // one write at a time per document, in order
    state.flushing = state.flushing.then(() => write(doc, state, updates)).catch((error) => {
      // kept for the next flush: the clients still have them, but so does this process
      state.updates.unshift(...updates);
      options.onError(error, doc.name);
    });
    return state.flushing;
  };

  return {
    async onLoad(doc) {
      const rows = await readRows(doc.name);
      applyRows(doc.doc, rows.map((row) => row.update), STORE_ORIGIN);
      const state: Pending = { updates: [], timer: null, flushing: Promise.resolve(), ownRows: rows.map((row) => String(row.id)), remoteSeen: false };
      docs.set(doc, state);
      if (shouldCompact(rows.length, options.compactAfterUpdates)) state.flushing = compact(doc, state).catch((error) => options.onError(error, doc.name));
    },
    onUpdate(doc, update, origin) {
      const state = docs.get(doc);
      if (!state) return;
      if (origin === REMOTE_ORIGIN) state.remoteSeen = true;
      if (!isRelayConnection(origin) && origin !== CATCH_UP_ORIGIN) return;
      state.updates.push(update);
      state.timer ??= setTimeout(() => void flush(doc, state), options.storeDelayMs);
    },
    async onUnload(doc) {
      const state = docs.get(doc);
      if (!state) return;
      try {
        await flush(doc, state);
        if (state.updates.length > 0) throw new Error(`${state.updates.length} updates of ${doc.name} could not be stored`);
        // what other processes relayed is stored by them, unless one died first: store what SQL lacks
        if (state.remoteSeen) await storeMissing(doc, (await readRows(doc.name)).map((row) => row.update), (update) => write(doc, state, [update]));
      } finally {
        docs.delete(doc);
      }
    },
  };
}

/** Stores the part of the document's state the stored rows do not have (insertions or deletions). */
async function storeMissing(doc: RelayDocument, rows: Uint8Array[], store: (update: Uint8Array) => Promise<void>): Promise<void> {
  const stored = new Y.Doc();
  try {
    applyRows(stored, rows, null);
    if (Y.equalSnapshots(Y.snapshot(stored), Y.snapshot(doc.doc))) return;
    await store(Y.encodeStateAsUpdate(doc.doc, Y.encodeStateVector(stored)));
  } finally {
    stored.destroy();
  }
}
