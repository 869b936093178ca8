import type { AppContext } from '../context';
import { parseDocumentName } from '../../realtime/protocol/relay';
import { diffSnapshots } from '../../model/documents/documentDiff';
import { isEmptyDiff, type DocumentDiff, type DocumentSnapshot } from '../../model/documents/elementModel';
import { loadDocument } from '../documents/structured/documentRepository';
import { saveDocument, type SaveOutcome } from '../documents/structured/documentSaver';
import { HttpError } from '../http/httpError';
import { metaMap, savedMark, setSavedMark } from '../../realtime/yjs/structuredDoc/docLayout';
import { applyDiffToDoc, normalizedSnapshot, readSnapshot } from '../../realtime/yjs/structuredDoc/snapshotBinding';
import { threeWayMerge } from '../../realtime/yjs/structuredDoc/threeWayMerge';
import type { RelayDocument } from './relayDocument';
import type { RelayHook } from './relayHooks';
import { CATCH_UP_ORIGIN, RELAY_TAB_SESSION, REMOTE_ORIGIN, isRelayConnection } from './relayOrigins';
import { SDOC_SERVER_ORIGIN, seedIfEmpty } from './sdocSeed';

export { RELAY_TAB_SESSION };
/** A live document is saved this long after its last client update, and at least this often while typing goes on. */
export const SDOC_RECONCILE = { debounceMs: 800, maxWaitMs: 5000 } as const;
// how many rounds a reconciler waits for another one's `saved` mark before merging without it
const MAX_MARK_WAITS = 8;
const MAX_ROUNDS = 4;
/** Changes from other processes' clients left unsaved this long are saved here: their process is gone. */
const ORPHAN_AFTER_MS = (options: { maxWaitMs: number }): number => 3 * options.maxWaitMs;

export type SdocReconcileOptions = {
  /** Saved this long after the last client update... */
  debounceMs: number;
  /** ...but at least this often while typing goes on. */
  maxWaitMs: number;
  onError: (error: unknown, doc: string) => void;
  onRefused: (doc: string, message: string) => void;
};

type Live = {
  documentId: string;
  /** The last save this live document is known to hold, normalized as the editor writes content. */
  base: { updateId: string; snapshot: DocumentSnapshot };
  timer: NodeJS.Timeout | null;
  pendingSince: number | null;
  running: Promise<void>;
  dirty: boolean;
  /** The user of the connection that wrote last: the author of the next save. */
  author: string | null;
  markWaits: number;
  /** Only other processes' clients wrote since the last round: theirs to save, unless they died. */
  remoteOnly: boolean;
  /** When the `saved` mark last changed: a live reconciler elsewhere keeps it moving. */
  markChangedAt: number;
  lastMark: string | null;
  /** Loaded behind the stored document: merge it in even with nothing of its own to save. */
  behindStore: boolean;
};

type Round = 'done' | 'again' | 'wait';

export type SdocReconcileHook = RelayHook & {
  /**
   * Someone saved the document outside the relay (over HTTP): a live copy merges it in now, not at
   * its next edit (the change log tells every process; each one holding it merges, one save wins).
   */
  storeChanged(documentId: string): void;
};

/**
 * Reconciles live structured documents (`sdoc:{id}`) into the save protocol, once per document
 * on the server (ARCHITECTURE.md): seeded from SQL when first opened; then, debounced after its
 * clients' updates, the live snapshot is diffed against the last save it holds and saved through
 * saveDocument with that save's updateId, and the `saved` mark set for the clients.
 *
 * Two processes may hold one document (REDIS_URL): each reconciles what its own clients wrote,
 * and the update id's compare-and-set makes one of two equal saves stale. A stale save is then
 * told apart by who made the newer saves: reconcilers (their changes reach this live document
 * through Redis, with their `saved` mark; this one waits for the mark and takes that save as its
 * base) or someone over HTTP (merged three ways: base = last save held, theirs = stored, mine =
 * live; mine wins what it changed). The merge is saved first and brought into the live document
 * only when that save wins, so two processes never both write the same text into it.
 */
export function sdocReconcileHook(ctx: AppContext, options: SdocReconcileOptions): SdocReconcileHook {
  const live = new Map<RelayDocument, Live>();
  const ownWrites = new Map<RelayDocument, Promise<void>>();

  // what the server itself changes is stored here: persistence stores only what clients send
  const storeOwn = (doc: RelayDocument, update: Uint8Array): void => {
    const previous = ownWrites.get(doc) ?? Promise.resolve();
    const next = previous
      .then(async () => void (await ctx.db.insertInto('yjs_updates').values({ doc_name: doc.name, update }).execute()))
      .catch((error) => options.onError(error, doc.name));
    ownWrites.set(doc, next);
  };

  const markSaved = (doc: RelayDocument, updateId: string): void =>
    doc.doc.transact(() => {
      setSavedMark(doc.doc, { updateId, at: new Date().toISOString() });
      metaMap(doc.doc).delete('saveRefused');
    }, SDOC_SERVER_ORIGIN);

  const refused = (doc: RelayDocument, message: string): void => {
    const previous = metaMap(doc.doc).get('saveRefused') as { message?: string } | undefined;
    if (previous?.message === message) return;
    options.onRefused(doc.name, message);
    doc.doc.transact(() => metaMap(doc.doc).set('saveRefused', { message, at: new Date().toISOString() }), SDOC_SERVER_ORIGIN);
  };

  const save = async (state: Live, updateId: string, diff: DocumentDiff): Promise<SaveOutcome | { status: 'refused'; message: string }> => {
    try {
      return await saveDocument(ctx, { documentId: state.documentId, updateId, userId: state.author, tabSessionId: RELAY_TAB_SESSION, diff });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) return { status: 'refused', message: error.message };
      throw error;
    }
  };

  const load = async (state: Live) => {
    const stored = await loadDocument(ctx.db, state.documentId);
    if (!stored) throw new Error(`structured document ${state.documentId} is gone`);
    return stored;
  };

  /** Saves are stale: someone saved after `base`. */
  const mergeStale = async (doc: RelayDocument, state: Live, mine: DocumentSnapshot): Promise<Round> => {
    const stored = await load(state);
    const newer = await ctx.db
      .selectFrom('document_saves')
      .select('tab_session_id')
      .where('document_id', '=', state.documentId)
      .where('update_id', '>', state.base.updateId)
      .execute();
    if (newer.every((row) => row.tab_session_id === RELAY_TAB_SESSION) && state.markWaits < MAX_MARK_WAITS) {
      state.markWaits += 1;
      return 'wait';
    }
    state.markWaits = 0;
    const theirs = normalizedSnapshot(stored.snapshot);
    let merged = threeWayMerge(state.base.snapshot, theirs, mine);
    let outcome = await save(state, stored.updateId, claimingDiff(theirs, merged));
    if (outcome.status === 'refused') {
      // what mine adds is refused: keep the last good state, the stored one
      refused(doc, outcome.message);
      merged = theirs;
      outcome = await save(state, stored.updateId, claimingDiff(theirs, merged));
    }
    if (outcome.status === 'stale' || outcome.status === 'refused') return 'again';
    // this process won the save: only now does the merge go into the live document, and only
    // where nobody typed since `mine` was read
    const current = readSnapshot(doc.doc).snapshot;
    applyDiffToDoc(doc.doc, diffSnapshots(current, threeWayMerge(mine, merged, current)), SDOC_SERVER_ORIGIN);
    state.base = { updateId: outcome.updateId, snapshot: merged };
    markSaved(doc, outcome.updateId);
    return 'again';
  };

  const round = async (doc: RelayDocument, state: Live): Promise<Round> => {
    const mine = readSnapshot(doc.doc).snapshot;
    const mark = savedMark(doc.doc);
    if (mark && mark.updateId !== state.base.updateId && BigInt(mark.updateId) > BigInt(state.base.updateId)) {
      // another reconciler saved and this document holds its changes (its mark came after them)
      const stored = await load(state);
      if (stored.updateId === mark.updateId) {
        state.base = { updateId: stored.updateId, snapshot: normalizedSnapshot(stored.snapshot) };
        state.markWaits = 0;
      }
    }
    const diff = diffSnapshots(state.base.snapshot, mine);
    if (isEmptyDiff(diff)) {
      if (!state.behindStore) return 'done';
      state.behindStore = false;
      return mergeStale(doc, state, mine);
    }
    if (state.remoteOnly && Date.now() - state.markChangedAt < ORPHAN_AFTER_MS(options)) {
      // another process's clients wrote this and that process saves it; look again later
      schedule(doc, state, ORPHAN_AFTER_MS(options), false);
      return 'done';
    }
    const outcome = await save(state, state.base.updateId, diff);
    if (outcome.status === 'stale') return mergeStale(doc, state, mine);
    if (outcome.status === 'refused') {
      // logged once and shown to the clients; the next client update tries again
      refused(doc, outcome.message);
      return 'done';
    }
    if (outcome.status === 'saved') {
      state.base = { updateId: outcome.updateId, snapshot: mine };
      markSaved(doc, outcome.updateId);
    }
    return 'done';
  };

  const reconcile = async (doc: RelayDocument, state: Live): Promise<void> => {
    state.dirty = false;
    try {
      for (let i = 0; i < MAX_ROUNDS; i++) {
        const result = await round(doc, state);
        if (result === 'done') return;
        if (result === 'wait') return schedule(doc, state, options.debounceMs);
      }
    } catch (error) {
      options.onError(error, doc.name);
      schedule(doc, state, options.maxWaitMs);
    }
  };

  const schedule = (doc: RelayDocument, state: Live, delayMs: number, ownClients = true): void => {
    if (!live.has(doc)) return;
    state.dirty = true;
    const now = Date.now();
    if (ownClients) state.pendingSince ??= now;
    if (state.timer) clearTimeout(state.timer);
    const wait = state.pendingSince === null ? delayMs : Math.max(0, Math.min(delayMs, state.pendingSince + options.maxWaitMs - now));
    state.timer = setTimeout(() => {
      state.timer = null;
      state.pendingSince = null;
      state.running = state.running.then(() => reconcile(doc, state));
    }, wait);
  };

  return {
    storeChanged(documentId) {
      for (const [doc, state] of live) {
        if (state.documentId !== documentId) continue;
        state.behindStore = true;
        if (!state.timer) schedule(doc, state, 0, false);
      }
    },
    async onLoad(doc) {
      const name = parseDocumentName(doc.name);
      if (name?.kind !== 'sdoc') return;
      const stored = await loadDocument(ctx.db, name.id);
      if (!stored) throw new Error(`structured document ${name.id} does not exist`);
      seedIfEmpty(doc.doc, name.id, stored);
      const heldUpdateId = savedMark(doc.doc)?.updateId ?? stored.updateId;
      // the live document as last stored is taken as its last save; a save made over HTTP while
      // nobody had it open shows as stale at once and is merged in
      const state: Live = {
        documentId: name.id,
        base: { updateId: heldUpdateId, snapshot: readSnapshot(doc.doc).snapshot },
        timer: null,
        pendingSince: null,
        running: Promise.resolve(),
        dirty: false,
        author: null,
        markWaits: 0,
        remoteOnly: false,
        markChangedAt: Date.now(),
        lastMark: heldUpdateId,
        behindStore: heldUpdateId !== stored.updateId,
      };
      live.set(doc, state);
      if (heldUpdateId !== stored.updateId) schedule(doc, state, 0);
    },
    onUpdate(doc, update, origin) {
      if (origin === SDOC_SERVER_ORIGIN) return storeOwn(doc, update);
      const state = live.get(doc);
      if (!state) return;
      if (isRelayConnection(origin)) {
        state.author = origin.userId;
        state.remoteOnly = false;
        schedule(doc, state, options.debounceMs);
        return;
      }
      if (origin !== REMOTE_ORIGIN && origin !== CATCH_UP_ORIGIN) return;
      const mark = savedMark(doc.doc)?.updateId ?? null;
      if (mark !== state.lastMark) {
        state.lastMark = mark;
        state.markChangedAt = Date.now();
      }
      // normally saved by the process whose client wrote it; a late look covers one that died
      if (!state.timer) {
        state.remoteOnly = true;
        schedule(doc, state, ORPHAN_AFTER_MS(options), false);
      }
    },
    async onUnload(doc) {
      const state = live.get(doc);
      if (state) {
        // out of the map first: the last round schedules nothing after the document is gone
        live.delete(doc);
        if (state.timer) clearTimeout(state.timer);
        state.timer = null;
        await state.running;
        if (state.dirty) await reconcile(doc, state);
      }
      await ownWrites.get(doc);
      ownWrites.delete(doc);
    },
  };
}

/**
 * The diff from the stored document to the merge. When the merge adds nothing, the stored root's
 * own order is sent: a save that changes nothing but still takes the update id, so that of two
 * processes merging the same save, only the one whose save wins writes the merge into the live
 * document.
 */
function claimingDiff(theirs: DocumentSnapshot, merged: DocumentSnapshot): DocumentDiff {
  const diff = diffSnapshots(theirs, merged);
  if (!isEmptyDiff(diff)) return diff;
  return { ...diff, order: { [theirs.rootId]: [...(theirs.children[theirs.rootId] ?? [])] } };
}
