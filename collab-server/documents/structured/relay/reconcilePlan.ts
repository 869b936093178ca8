import { diffSnapshots } from '../../../../model/documents/documentDiff';
import { isEmptyDiff, type DocumentDiff, type DocumentSnapshot } from '../../../../model/documents/elementModel';
import { threeWayMerge } from '../../../../realtime/yjs/structuredDoc/threeWayMerge';

/**
 * The decisions of a live structured document's reconciliation (sdocReconcile.ts performs them):
 * when to save, what to save against which update id, what a stale save means, when to merge a
 * save made elsewhere. A pure function from a state and an event to the next state and the effects
 * to perform; the answers of the effects that ask something come back as events.
 *
 * A run (started by the timer) is up to MAX_ROUNDS rounds. A round reads the live document; when
 * its `saved` mark says another reconciler saved past the base, that save becomes the base; the
 * live snapshot is diffed against the base and saved with the base's update id. A stale save is
 * told apart by who made the newer saves: only reconcilers (their changes reach this document
 * with their mark: wait for the mark, at most MAX_MARK_WAITS times) or someone over HTTP
 * (merged three ways: base, theirs = stored, mine = live; mine wins what it changed). The merge
 * is saved first and goes into the live document only when that save wins, so two processes
 * never both write the same text into it.
 */

/** A live document is saved this long after its last client update, and at least this often while typing goes on. */
export const SDOC_RECONCILE = { debounceMs: 800, maxWaitMs: 5000 } as const;
export type ReconcileTiming = { debounceMs: number; maxWaitMs: number };
// how many rounds a reconciler waits for another one's `saved` mark before merging without it
export const MAX_MARK_WAITS = 8;
export const MAX_ROUNDS = 4;
/** Changes from other processes' clients left unsaved this long are saved here: their process is gone. */
export const orphanAfterMs = (timing: ReconcileTiming): number => 3 * timing.maxWaitMs;

export type Saved = { updateId: string; snapshot: DocumentSnapshot };
export type SaveResult = { status: 'saved' | 'unchanged' | 'stale'; updateId: string } | { status: 'refused'; message: string };

/** Where the run in progress is: each step waits for one answer. */
export type RunStep =
  | { step: 'read'; round: number }
  | { step: 'adoptMark'; round: number; mine: DocumentSnapshot; mark: string }
  | { step: 'save'; round: number; mine: DocumentSnapshot }
  | { step: 'loadForMerge'; round: number; mine: DocumentSnapshot }
  | { step: 'saveMerge'; round: number; mine: DocumentSnapshot; theirs: DocumentSnapshot; merged: DocumentSnapshot; storedUpdateId: string; fallback: boolean };

export type ReconcileState = {
  timing: ReconcileTiming;
  /** The last save this live document is known to hold, normalized as the editor writes content. */
  base: Saved;
  /** The user of the connection that wrote last: the author of the next save. */
  author: string | null;
  timerSet: boolean;
  /** When this process's clients began the changes not yet saved: bounds the debounce. */
  pendingSince: number | null;
  /** Something was scheduled since the last run began: unloading runs once more. */
  dirty: boolean;
  markWaits: number;
  /** Only other processes' clients wrote since the last round: theirs to save, unless they died. */
  remoteOnly: boolean;
  /** When the `saved` mark last changed: a live reconciler elsewhere keeps it moving. */
  markChangedAt: number;
  lastMark: string | null;
  /** Loaded behind the stored document, or saved over HTTP since: merge it in even with nothing of its own to save. */
  behindStore: boolean;
  run: RunStep | null;
  /** The timer fired during a run: another run follows it. */
  queued: boolean;
  unloading: boolean;
};

export type ReconcileEvent = { now: number } & (
  | { type: 'clientEdit'; author: string }
  | { type: 'remoteEdit'; mark: string | null }
  | { type: 'storeChanged' }
  | { type: 'timerFired' }
  | { type: 'liveRead'; mine: DocumentSnapshot; mark: string | null }
  /** `relayOnlySince`: whether every save after `savesAfter` was a reconciler's (asked for by loadStored). */
  | { type: 'storedLoaded'; stored: Saved; relayOnlySince?: boolean }
  | { type: 'saveFinished'; result: SaveResult }
  | { type: 'failed'; error: unknown }
  | { type: 'unload' }
);

export type ReconcileEffect =
  /** (Re)starts the document's one timer. */
  | { type: 'setTimer'; delayMs: number }
  | { type: 'clearTimer' }
  /** Asks for the live snapshot and its `saved` mark → liveRead. */
  | { type: 'readLive' }
  /** Asks for the stored document (normalized), and whether the saves after `savesAfter` were all reconcilers' → storedLoaded. */
  | { type: 'loadStored'; savesAfter?: string }
  /** Saves with the update id's compare-and-set → saveFinished. */
  | { type: 'save'; updateId: string; diff: DocumentDiff; author: string | null }
  /** Brings a merge that was saved into the live document, where nobody typed since `mine` was read. */
  | { type: 'applyMerge'; mine: DocumentSnapshot; merged: DocumentSnapshot }
  | { type: 'markSaved'; updateId: string }
  /** Tells the clients (and the log) that the save was refused. */
  | { type: 'refused'; message: string }
  | { type: 'reportError'; error: unknown }
  /** Unloading, and nothing is left to do. */
  | { type: 'closed' };

export type Transition = { state: ReconcileState; effects: ReconcileEffect[] };

/** A document just loaded: `held` is the update id its live state says it holds (its mark, else the stored one). */
export function openPlan(input: { timing: ReconcileTiming; held: Saved; storedUpdateId: string; now: number }): Transition {
  const behindStore = input.held.updateId !== input.storedUpdateId;
  const state: ReconcileState = {
    timing: input.timing,
    base: input.held,
    author: null,
    timerSet: false,
    pendingSince: null,
    dirty: false,
    markWaits: 0,
    remoteOnly: false,
    markChangedAt: input.now,
    lastMark: input.held.updateId,
    behindStore,
    run: null,
    queued: false,
    unloading: false,
  };
  // a save made over HTTP while nobody had it open shows as stale at once and is merged in
  return behindStore ? schedule(state, 0, true, input.now) : { state, effects: [] };
}

export function reconcilePlan(state: ReconcileState, event: ReconcileEvent): Transition {
  const { now } = event;
  switch (event.type) {
    case 'clientEdit':
      if (state.unloading) return unchanged(state);
      return schedule({ ...state, author: event.author, remoteOnly: false }, state.timing.debounceMs, true, now);
    case 'remoteEdit': {
      if (state.unloading) return unchanged(state);
      const next = event.mark === state.lastMark ? state : { ...state, lastMark: event.mark, markChangedAt: now };
      // normally saved by the process whose client wrote it; a late look covers one that died
      return next.timerSet ? unchanged(next) : schedule({ ...next, remoteOnly: true }, orphanAfterMs(state.timing), false, now);
    }
    case 'storeChanged':
      if (state.unloading) return unchanged(state);
      return state.timerSet ? unchanged({ ...state, behindStore: true }) : schedule({ ...state, behindStore: true }, 0, false, now);
    case 'timerFired': {
      const next = { ...state, timerSet: false, pendingSince: null };
      return next.run ? unchanged({ ...next, queued: true }) : startRun(next);
    }
    case 'unload': {
      const next = { ...state, unloading: true, timerSet: false };
      const cleared: ReconcileEffect[] = state.timerSet ? [{ type: 'clearTimer' }] : [];
      if (next.run) return { state: next, effects: cleared };
      return preceded(cleared, next.dirty ? startRun(next) : { state: next, effects: [{ type: 'closed' }] });
    }
    case 'failed':
      return preceded([{ type: 'reportError', error: event.error }], endRun(schedule(state, state.timing.maxWaitMs, true, now)));
    case 'liveRead':
      return state.run?.step === 'read' ? afterRead(state, state.run.round, event.mine, event.mark, now) : unchanged(state);
    case 'storedLoaded':
      return afterLoad(state, event.stored, event.relayOnlySince ?? false, now);
    case 'saveFinished':
      return afterSave(state, event.result);
  }
}

const unchanged = (state: ReconcileState): Transition => ({ state, effects: [] });
const preceded = (effects: ReconcileEffect[], next: Transition): Transition => ({ state: next.state, effects: [...effects, ...next.effects] });

/** Saves after `delayMs`, but no later than maxWaitMs after this process's clients began writing. */
function schedule(state: ReconcileState, delayMs: number, ownClients: boolean, now: number): Transition {
  if (state.unloading) return unchanged(state);
  const pendingSince = ownClients ? (state.pendingSince ?? now) : state.pendingSince;
  const wait = pendingSince === null ? delayMs : Math.max(0, Math.min(delayMs, pendingSince + state.timing.maxWaitMs - now));
  return { state: { ...state, dirty: true, pendingSince, timerSet: true }, effects: [{ type: 'setTimer', delayMs: wait }] };
}

function startRun(state: ReconcileState): Transition {
  return { state: { ...state, dirty: false, queued: false, run: { step: 'read', round: 0 } }, effects: [{ type: 'readLive' }] };
}

/** The run is over: the one the timer queued meanwhile starts, or an unloading document runs once more or closes. */
function endRun(next: Transition): Transition {
  const state = { ...next.state, run: null };
  if (state.queued) return preceded(next.effects, startRun(state));
  if (!state.unloading) return { state, effects: next.effects };
  return preceded(next.effects, state.dirty ? startRun(state) : { state, effects: [{ type: 'closed' }] });
}

/** A round ended with more to do: the next one reads the live document again (at most MAX_ROUNDS per run). */
function nextRound(state: ReconcileState, round: number, effects: ReconcileEffect[]): Transition {
  if (round + 1 >= MAX_ROUNDS) return endRun({ state, effects });
  return { state: { ...state, run: { step: 'read', round: round + 1 } }, effects: [...effects, { type: 'readLive' }] };
}

const isNewer = (updateId: string, than: string): boolean => updateId !== than && BigInt(updateId) > BigInt(than);

function afterRead(state: ReconcileState, round: number, mine: DocumentSnapshot, mark: string | null, now: number): Transition {
  // another reconciler saved and this document holds its changes (its mark came after them)
  if (mark !== null && isNewer(mark, state.base.updateId)) return { state: { ...state, run: { step: 'adoptMark', round, mine, mark } }, effects: [{ type: 'loadStored' }] };
  return diffRound(state, round, mine, now);
}

function diffRound(state: ReconcileState, round: number, mine: DocumentSnapshot, now: number): Transition {
  const diff = diffSnapshots(state.base.snapshot, mine);
  if (isEmptyDiff(diff)) return state.behindStore ? loadForMerge({ ...state, behindStore: false }, round, mine) : endRun(unchanged(state));
  if (state.remoteOnly && now - state.markChangedAt < orphanAfterMs(state.timing)) {
    // another process's clients wrote this and that process saves it; look again later
    return endRun(schedule(state, orphanAfterMs(state.timing), false, now));
  }
  return { state: { ...state, run: { step: 'save', round, mine } }, effects: [{ type: 'save', updateId: state.base.updateId, diff, author: state.author }] };
}

/** Saves are stale, or the store is ahead: someone saved after the base. */
function loadForMerge(state: ReconcileState, round: number, mine: DocumentSnapshot): Transition {
  return { state: { ...state, run: { step: 'loadForMerge', round, mine } }, effects: [{ type: 'loadStored', savesAfter: state.base.updateId }] };
}

function afterLoad(state: ReconcileState, stored: Saved, relayOnlySince: boolean, now: number): Transition {
  const run = state.run;
  if (run?.step === 'adoptMark') {
    const adopted = stored.updateId === run.mark ? { ...state, base: stored, markWaits: 0 } : state;
    return diffRound(adopted, run.round, run.mine, now);
  }
  if (run?.step !== 'loadForMerge') return unchanged(state);
  if (relayOnlySince && state.markWaits < MAX_MARK_WAITS) {
    // reconcilers saved: their changes and their mark are on their way here
    return endRun(schedule({ ...state, markWaits: state.markWaits + 1 }, state.timing.debounceMs, true, now));
  }
  const merged = threeWayMerge(state.base.snapshot, stored.snapshot, run.mine);
  const saving: RunStep = { step: 'saveMerge', round: run.round, mine: run.mine, theirs: stored.snapshot, merged, storedUpdateId: stored.updateId, fallback: false };
  return { state: { ...state, markWaits: 0, run: saving }, effects: [{ type: 'save', updateId: stored.updateId, diff: claimingDiff(stored.snapshot, merged), author: state.author }] };
}

function afterSave(state: ReconcileState, result: SaveResult): Transition {
  const run = state.run;
  if (run?.step === 'save') {
    if (result.status === 'stale') return loadForMerge(state, run.round, run.mine);
    // logged once and shown to the clients; the next client update tries again
    if (result.status === 'refused') return endRun({ state, effects: [{ type: 'refused', message: result.message }] });
    if (result.status === 'unchanged') return endRun(unchanged(state));
    return endRun({ state: { ...state, base: { updateId: result.updateId, snapshot: run.mine } }, effects: [{ type: 'markSaved', updateId: result.updateId }] });
  }
  if (run?.step !== 'saveMerge') return unchanged(state);
  if (result.status === 'refused' && !run.fallback) {
    // what mine adds is refused: keep the last good state, the stored one
    const next = { ...state, run: { ...run, merged: run.theirs, fallback: true } };
    return { state: next, effects: [{ type: 'refused', message: result.message }, { type: 'save', updateId: run.storedUpdateId, diff: claimingDiff(run.theirs, run.theirs), author: state.author }] };
  }
  if (result.status === 'stale' || result.status === 'refused') return nextRound(state, run.round, []);
  // this process won the save: only now does the merge go into the live document
  const next = { ...state, base: { updateId: result.updateId, snapshot: run.merged } };
  return nextRound(next, run.round, [
    { type: 'applyMerge', mine: run.mine, merged: run.merged },
    { type: 'markSaved', updateId: result.updateId },
  ]);
}

/**
 * The diff from the stored document to the merge. When the merge adds nothing, the stored root's
 * own order is sent: a save that changes nothing but still takes the update id, so that of two
 * processes merging the same save, only the one whose save wins writes the merge into the live
 * document.
 */
export function claimingDiff(theirs: DocumentSnapshot, merged: DocumentSnapshot): DocumentDiff {
  const diff = diffSnapshots(theirs, merged);
  if (!isEmptyDiff(diff)) return diff;
  return { ...diff, order: { [theirs.rootId]: [...(theirs.children[theirs.rootId] ?? [])] } };
}
