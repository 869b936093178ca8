import type { AppContext } from '../../../context';
import { parseDocumentName } from '../../../../realtime/protocol/relay';
import { diffSnapshots } from '../../../../model/documents/documentDiff';
import { loadDocument, saveSessionsAfter } from '../documentRepository';
import { saveDocument } from '../documentSaver';
import { isProblem } from '../../../problems';
import { metaMap, savedMark, setSavedMark } from '../../../../realtime/yjs/structuredDoc/docLayout';
import { applyDiffToDoc, normalizedSnapshot, readSnapshot } from '../../../../realtime/yjs/structuredDoc/snapshotBinding';
import { threeWayMerge } from '../../../../realtime/yjs/structuredDoc/threeWayMerge';
import { appendUpdate, CATCH_UP_ORIGIN, RELAY_TAB_SESSION, REMOTE_ORIGIN, isRelayConnection } from '../../../relay';
import { openPlan, reconcilePlan, SDOC_RECONCILE, type ReconcileEffect, type ReconcileEvent, type ReconcileState, type SaveResult } from './reconcilePlan';
import type { RelayDocument, RelayHook } from '../../../relay';
import { SDOC_SERVER_ORIGIN, seedIfEmpty } from './sdocSeed';

export { SDOC_RECONCILE };

export type SdocReconcileOptions = {
  /** Saved this long after the last client update... */
  debounceMs: number;
  /** ...but at least this often while typing goes on. */
  maxWaitMs: number;
  onError: (error: unknown, doc: string) => void;
  onRefused: (doc: string, message: string) => void;
};

export type SdocReconcileHook = RelayHook & {
  /**
   * Someone saved the document outside the relay (over HTTP): a live copy merges it in now, not at
   * its next edit (the change log tells every process; each one holding it merges, one save wins).
   */
  storeChanged(documentId: string): void;
};

type Live = {
  doc: RelayDocument;
  documentId: string;
  state: ReconcileState;
  timer: NodeJS.Timeout | null;
  /** Called when the plan has nothing left to do for an unloading document. */
  closed: () => void;
};

type Effect<T extends ReconcileEffect['type']> = Extract<ReconcileEffect, { type: T }>;

/**
 * Reconciles live structured documents (`sdoc:{id}`) into the save protocol, once per document on
 * the server (README.md, «The server saves»): seeded from SQL when first opened; then, debounced
 * after its clients' updates, the live snapshot is diffed against the last save it holds and saved
 * through saveDocument with that save's updateId, and the `saved` mark set for the clients. What
 * to do when is reconcilePlan.ts's; this hook turns the relay's calls into its events and performs
 * its effects, reading and saving through the documents module and storing through persistence.ts.
 */
export function sdocReconcileHook(ctx: AppContext, options: SdocReconcileOptions): SdocReconcileHook {
  const timing = { debounceMs: options.debounceMs, maxWaitMs: options.maxWaitMs };
  const live = new Map<RelayDocument, Live>();
  const ownWrites = new Map<RelayDocument, Promise<void>>();

  // what the server itself changes is stored here: persistence stores only what clients send
  const storeOwn = (doc: RelayDocument, update: Uint8Array): void => {
    const previous = ownWrites.get(doc) ?? Promise.resolve();
    const next = previous.then(async () => void (await appendUpdate(ctx.db, doc.name, update))).catch((error) => options.onError(error, doc.name));
    ownWrites.set(doc, next);
  };

  const dispatch = (entry: Live, event: ReconcileEvent): void => {
    try {
      const transition = reconcilePlan(entry.state, event);
      entry.state = transition.state;
      for (const effect of transition.effects) perform(entry, effect);
    } catch (error) {
      // the run fails as one whose I/O failed (so does one that met a `saved` mark that is no number)
      if (event.type === 'failed') throw error;
      dispatch(entry, { type: 'failed', error, now: Date.now() });
    }
  };

  /** An effect that asks something: its answer (or its failure) comes back as the next event. */
  const ask = (entry: Live, question: () => Promise<ReconcileEvent>): void =>
    void question().then(
      (answer) => dispatch(entry, answer),
      (error: unknown) => dispatch(entry, { type: 'failed', error, now: Date.now() }),
    );

  const perform = (entry: Live, effect: ReconcileEffect): void => {
    const doc = entry.doc;
    switch (effect.type) {
      case 'setTimer':
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = setTimeout(() => {
          entry.timer = null;
          dispatch(entry, { type: 'timerFired', now: Date.now() });
        }, effect.delayMs);
        return;
      case 'clearTimer':
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
        return;
      case 'readLive':
        return ask(entry, async () => ({ type: 'liveRead', mine: readSnapshot(doc.doc).snapshot, mark: savedMark(doc.doc)?.updateId ?? null, now: Date.now() }));
      case 'loadStored':
        return ask(entry, () => loadStored(entry, effect));
      case 'save':
        return ask(entry, async () => ({ type: 'saveFinished', result: await save(entry, effect), now: Date.now() }));
      case 'applyMerge': {
        // only where nobody typed since `mine` was read
        const current = readSnapshot(doc.doc).snapshot;
        return applyDiffToDoc(doc.doc, diffSnapshots(current, threeWayMerge(effect.mine, effect.merged, current)), SDOC_SERVER_ORIGIN);
      }
      case 'markSaved':
        return doc.doc.transact(() => {
          setSavedMark(doc.doc, { updateId: effect.updateId, at: new Date().toISOString() });
          metaMap(doc.doc).delete('saveRefused');
        }, SDOC_SERVER_ORIGIN);
      case 'refused':
        return refused(doc, effect.message);
      case 'reportError':
        return options.onError(effect.error, doc.name);
      case 'closed':
        return entry.closed();
    }
  };

  const loadStored = async (entry: Live, effect: Effect<'loadStored'>): Promise<ReconcileEvent> => {
    const stored = await loadDocument(ctx.db, entry.documentId);
    if (!stored) throw new Error(`structured document ${entry.documentId} is gone`);
    const sessions = effect.savesAfter === undefined ? null : await saveSessionsAfter(ctx.db, entry.documentId, effect.savesAfter);
    return {
      type: 'storedLoaded',
      stored: { updateId: stored.updateId, snapshot: normalizedSnapshot(stored.snapshot) },
      relayOnlySince: sessions?.every((session) => session === RELAY_TAB_SESSION),
      now: Date.now(),
    };
  };

  const save = async (entry: Live, effect: Effect<'save'>): Promise<SaveResult> => {
    try {
      return await saveDocument(ctx, { documentId: entry.documentId, updateId: effect.updateId, userId: effect.author, tabSessionId: RELAY_TAB_SESSION, diff: effect.diff });
    } catch (error) {
      if (isProblem(error, 'invalid')) return { status: 'refused', message: error.message };
      throw error;
    }
  };

  // told once: the clients show it until a save succeeds (markSaved clears it)
  const refused = (doc: RelayDocument, message: string): void => {
    const previous = metaMap(doc.doc).get('saveRefused') as { message?: string } | undefined;
    if (previous?.message === message) return;
    options.onRefused(doc.name, message);
    doc.doc.transact(() => metaMap(doc.doc).set('saveRefused', { message, at: new Date().toISOString() }), SDOC_SERVER_ORIGIN);
  };

  return {
    storeChanged(documentId) {
      for (const entry of live.values()) if (entry.documentId === documentId) dispatch(entry, { type: 'storeChanged', now: Date.now() });
    },
    async onLoad(doc) {
      const name = parseDocumentName(doc.name);
      if (name?.kind !== 'sdoc') return;
      const stored = await loadDocument(ctx.db, name.id);
      if (!stored) throw new Error(`structured document ${name.id} does not exist`);
      seedIfEmpty(doc.doc, name.id, stored);
      // the live document as last stored is taken as its last save
      const held = { updateId: savedMark(doc.doc)?.updateId ?? stored.updateId, snapshot: readSnapshot(doc.doc).snapshot };
      const opened = openPlan({ timing, held, storedUpdateId: stored.updateId, now: Date.now() });
      const entry: Live = { doc, documentId: name.id, state: opened.state, timer: null, closed: () => undefined };
      live.set(doc, entry);
      for (const effect of opened.effects) perform(entry, effect);
    },
    onUpdate(doc, update, origin) {
      if (origin === SDOC_SERVER_ORIGIN) return storeOwn(doc, update);
      const entry = live.get(doc);
      if (!entry) return;
      if (isRelayConnection(origin)) dispatch(entry, { type: 'clientEdit', author: origin.userId, now: Date.now() });
      else if (origin === REMOTE_ORIGIN || origin === CATCH_UP_ORIGIN) dispatch(entry, { type: 'remoteEdit', mark: savedMark(doc.doc)?.updateId ?? null, now: Date.now() });
    },
    async onUnload(doc) {
      const entry = live.get(doc);
      if (entry) {
        // out of the map first: nothing the relay reports after this reaches the plan
        live.delete(doc);
        const closed = new Promise<void>((resolve) => (entry.closed = resolve));
        dispatch(entry, { type: 'unload', now: Date.now() });
        await closed;
      }
      await ownWrites.get(doc);
      ownWrites.delete(doc);
    },
  };
}
