import { describe, expect, it } from 'vitest';
import type { DocumentDiff, DocumentElement, DocumentSnapshot, ElementKind } from '../../../../model/documents/elementModel';
import { MAX_MARK_WAITS, MAX_ROUNDS, SDOC_RECONCILE, claimingDiff, openPlan, reconcilePlan, type ReconcileEffect, type ReconcileEvent, type ReconcileState, type RunStep } from './reconcilePlan';

const NOW = 1_000_000;
const element = (innerId: string, kind: ElementKind, fields: Partial<DocumentElement> = {}): DocumentElement => ({ innerId, kind, title: '', content: '', settings: {}, ...fields });
const snapshot = (content: string, title = 'Раздел'): DocumentSnapshot => ({
  rootId: 'root',
  elements: { root: element('root', 'StructuredDocument'), s: element('s', 'Section', { title }), p: element('p', 'ContentHolder', { content }) },
  children: { root: ['s'], s: ['p'] },
});

/** The base (save 5) holds `a`; live, `mine` was typed; over HTTP, save 7 retitled the section (`theirs`). */
const base = { updateId: '5', snapshot: snapshot('a') };
const mine = snapshot('mine');
const theirs = snapshot('a', 'Их заголовок');
const merged = snapshot('mine', 'Их заголовок');
const typed: DocumentDiff = { added: [], removed: [], changed: [{ innerId: 'p', fields: { content: 'mine' } }], order: {} };
const claimed: DocumentDiff = { added: [], removed: [], changed: [], order: { root: ['s'] } };

const idle: ReconcileState = {
  timing: SDOC_RECONCILE,
  base,
  author: 'u1',
  timerSet: false,
  pendingSince: null,
  dirty: false,
  markWaits: 0,
  remoteOnly: false,
  markChangedAt: NOW - 1000,
  lastMark: '5',
  behindStore: false,
  run: null,
  queued: false,
  unloading: false,
};
const given = (changes: Partial<ReconcileState>): ReconcileState => ({ ...idle, ...changes });
const reading: RunStep = { step: 'read', round: 0 };
const saving: RunStep = { step: 'save', round: 0, mine };
const loadingForMerge: RunStep = { step: 'loadForMerge', round: 0, mine };
const savingMerge: RunStep = { step: 'saveMerge', round: 0, mine, theirs, merged, storedUpdateId: '7', fallback: false };

type Row = { situation: string; state: ReconcileState; event: ReconcileEvent; next?: Partial<ReconcileState>; effects: ReconcileEffect[] };
const at = <E extends Omit<ReconcileEvent, 'now'>>(event: E): ReconcileEvent => ({ ...event, now: NOW }) as ReconcileEvent;
const failure = new Error('database gone');

const setTimer = (delayMs: number): ReconcileEffect => ({ type: 'setTimer', delayMs });
const readLive: ReconcileEffect = { type: 'readLive' };
const clearTimer: ReconcileEffect = { type: 'clearTimer' };
const closed: ReconcileEffect = { type: 'closed' };
const loadStored = (savesAfter?: string): ReconcileEffect => (savesAfter === undefined ? { type: 'loadStored' } : { type: 'loadStored', savesAfter });
const save = (updateId: string, diff: DocumentDiff): ReconcileEffect => ({ type: 'save', updateId, diff, author: 'u1' });
const markSaved = (updateId: string): ReconcileEffect => ({ type: 'markSaved', updateId });
const refused = (message: string): ReconcileEffect => ({ type: 'refused', message });
const finished = (status: 'saved' | 'unchanged' | 'stale', updateId: string): ReconcileEvent => ({ type: 'saveFinished', result: { status, updateId }, now: NOW });
const finishedRefused = (message: string): ReconcileEvent => ({ type: 'saveFinished', result: { status: 'refused', message }, now: NOW });

const scheduling: Row[] = [
  { situation: 'a client edit: saved after the debounce, by its writer',
    state: idle, event: at({ type: 'clientEdit', author: 'u2' }),
    next: { author: 'u2', dirty: true, timerSet: true, pendingSince: NOW }, effects: [setTimer(800)] },
  { situation: 'typing goes on: saved no later than maxWait after it began',
    state: given({ timerSet: true, pendingSince: NOW - 4500 }), event: at({ type: 'clientEdit', author: 'u1' }),
    next: { pendingSince: NOW - 4500 }, effects: [setTimer(500)] },
  { situation: 'typing past maxWait: saved at once',
    state: given({ timerSet: true, pendingSince: NOW - 6000 }), event: at({ type: 'clientEdit', author: 'u1' }),
    effects: [setTimer(0)] },
  { situation: 'a client edit here: no longer only other processes’ changes',
    state: given({ remoteOnly: true }), event: at({ type: 'clientEdit', author: 'u1' }),
    next: { remoteOnly: false }, effects: [setTimer(800)] },
  { situation: "another process's client wrote: a late look in case that process dies",
    state: idle, event: at({ type: 'remoteEdit', mark: '5' }),
    next: { remoteOnly: true, timerSet: true, pendingSince: null, markChangedAt: NOW - 1000 }, effects: [setTimer(15000)] },
  { situation: "another process's `saved` mark moved: its reconciler is alive",
    state: idle, event: at({ type: 'remoteEdit', mark: '6' }),
    next: { lastMark: '6', markChangedAt: NOW }, effects: [setTimer(15000)] },
  { situation: 'a remote edit with a save scheduled: nothing more',
    state: given({ timerSet: true }), event: at({ type: 'remoteEdit', mark: '6' }),
    next: { lastMark: '6', remoteOnly: false }, effects: [] },
  { situation: 'a save over HTTP (the change feed): merged in at once',
    state: idle, event: at({ type: 'storeChanged' }),
    next: { behindStore: true, timerSet: true, pendingSince: null }, effects: [setTimer(0)] },
  { situation: 'a save over HTTP with a save scheduled: merged by that one',
    state: given({ timerSet: true }), event: at({ type: 'storeChanged' }),
    next: { behindStore: true }, effects: [] },
  { situation: 'a client edit while unloading: ignored',
    state: given({ unloading: true }), event: at({ type: 'clientEdit', author: 'u2' }),
    next: { author: 'u1', dirty: false }, effects: [] },
  { situation: 'a remote edit while unloading: ignored',
    state: given({ unloading: true }), event: at({ type: 'remoteEdit', mark: '6' }),
    next: { lastMark: '5' }, effects: [] },
  { situation: 'a save over HTTP while unloading: ignored',
    state: given({ unloading: true }), event: at({ type: 'storeChanged' }),
    next: { behindStore: false }, effects: [] },
];

const rounds: Row[] = [
  { situation: 'the timer: a run begins by reading the live document',
    state: given({ timerSet: true, dirty: true, pendingSince: NOW - 800 }), event: at({ type: 'timerFired' }),
    next: { timerSet: false, dirty: false, pendingSince: null, run: reading }, effects: [readLive] },
  { situation: 'the timer during a run: another run follows it',
    state: given({ timerSet: true, run: saving }), event: at({ type: 'timerFired' }),
    next: { queued: true, timerSet: false, run: saving }, effects: [] },
  { situation: 'nothing changed since the base: the run ends',
    state: given({ run: reading }), event: at({ type: 'liveRead', mine: base.snapshot, mark: '5' }),
    next: { run: null }, effects: [] },
  { situation: "changed: saved against the base's update id",
    state: given({ run: reading }), event: at({ type: 'liveRead', mine, mark: '5' }),
    next: { run: saving }, effects: [save('5', typed)] },
  { situation: 'the mark says another reconciler saved past the base: the stored document is read',
    state: given({ run: reading }), event: at({ type: 'liveRead', mine, mark: '6' }),
    next: { run: { step: 'adoptMark', round: 0, mine, mark: '6' } }, effects: [loadStored()] },
  { situation: 'that save is the stored one: it becomes the base',
    state: given({ markWaits: 3, run: { step: 'adoptMark', round: 0, mine, mark: '6' } }), event: at({ type: 'storedLoaded', stored: { updateId: '6', snapshot: mine } }),
    next: { base: { updateId: '6', snapshot: mine }, markWaits: 0, run: null }, effects: [] },
  { situation: 'the store moved past the mark: the base stays',
    state: given({ run: { step: 'adoptMark', round: 0, mine, mark: '6' } }), event: at({ type: 'storedLoaded', stored: { updateId: '7', snapshot: theirs } }),
    next: { base }, effects: [save('5', typed)] },
  { situation: "only other processes' clients wrote, their reconciler alive: left to it",
    state: given({ remoteOnly: true, run: reading }), event: at({ type: 'liveRead', mine, mark: '5' }),
    next: { run: null, timerSet: true, pendingSince: null }, effects: [setTimer(15000)] },
  { situation: 'their mark has not moved for 3 × maxWait (the process died): saved here',
    state: given({ remoteOnly: true, markChangedAt: NOW - 15000, run: reading }), event: at({ type: 'liveRead', mine, mark: '5' }),
    effects: [save('5', typed)] },
  { situation: 'nothing to save, the store ahead: merged',
    state: given({ behindStore: true, run: reading }), event: at({ type: 'liveRead', mine: base.snapshot, mark: '5' }),
    next: { behindStore: false, run: { step: 'loadForMerge', round: 0, mine: base.snapshot } }, effects: [loadStored('5')] },
  { situation: 'saved: the base moves on, the clients get the mark',
    state: given({ run: saving }), event: finished('saved', '6'),
    next: { base: { updateId: '6', snapshot: mine }, run: null }, effects: [markSaved('6')] },
  { situation: 'unchanged: nothing to do',
    state: given({ run: saving }), event: finished('unchanged', '5'),
    next: { base, run: null }, effects: [] },
  { situation: 'refused: the clients are told; nothing scheduled (their next edit tries again)',
    state: given({ run: saving }), event: finishedRefused('bad reference'),
    next: { base, run: null, timerSet: false }, effects: [refused('bad reference')] },
  { situation: 'stale (409): the stored document, and who saved since, are read',
    state: given({ run: saving }), event: finished('stale', '7'),
    next: { run: loadingForMerge }, effects: [loadStored('5')] },
  { situation: "the newer saves are reconcilers': wait for their mark",
    state: given({ run: loadingForMerge }), event: at({ type: 'storedLoaded', stored: { updateId: '7', snapshot: theirs }, relayOnlySince: true }),
    next: { markWaits: 1, run: null, pendingSince: NOW }, effects: [setTimer(800)] },
  { situation: 'waited for the mark MAX_MARK_WAITS times: merged without it',
    state: given({ markWaits: MAX_MARK_WAITS, run: loadingForMerge }), event: at({ type: 'storedLoaded', stored: { updateId: '7', snapshot: theirs }, relayOnlySince: true }),
    next: { markWaits: 0, run: savingMerge }, effects: [save('7', typed)] },
  { situation: 'a newer save came over HTTP: merged three ways (mine wins what it changed), saved against it',
    state: given({ markWaits: 2, run: loadingForMerge }), event: at({ type: 'storedLoaded', stored: { updateId: '7', snapshot: theirs }, relayOnlySince: false }),
    next: { markWaits: 0, run: savingMerge }, effects: [save('7', typed)] },
  { situation: 'the merge is saved: only now it goes into the live document; the mark; another round',
    state: given({ run: savingMerge }), event: finished('saved', '8'),
    next: { base: { updateId: '8', snapshot: merged }, run: { step: 'read', round: 1 } }, effects: [{ type: 'applyMerge', mine, merged }, markSaved('8'), readLive] },
  { situation: "the merge's save is stale (another process won): another round",
    state: given({ run: savingMerge }), event: finished('stale', '8'),
    next: { base, run: { step: 'read', round: 1 } }, effects: [readLive] },
  { situation: 'the merge is refused: the clients are told, the stored document is claimed as it is',
    state: given({ run: savingMerge }), event: finishedRefused('bad'),
    next: { run: { ...savingMerge, merged: theirs, fallback: true } }, effects: [refused('bad'), save('7', claimed)] },
  { situation: 'that claim is refused too: another round',
    state: given({ run: { ...savingMerge, merged: theirs, fallback: true } }), event: finishedRefused('bad'),
    next: { run: { step: 'read', round: 1 } }, effects: [readLive] },
  { situation: 'the claim is saved: the stored document becomes the base',
    state: given({ run: { ...savingMerge, merged: theirs, fallback: true } }), event: finished('saved', '8'),
    next: { base: { updateId: '8', snapshot: theirs } }, effects: [{ type: 'applyMerge', mine, merged: theirs }, markSaved('8'), readLive] },
  { situation: 'the last round ends with more to do: the run ends',
    state: given({ run: { ...savingMerge, round: MAX_ROUNDS - 1 } }), event: finished('saved', '8'),
    next: { run: null }, effects: [{ type: 'applyMerge', mine, merged }, markSaved('8')] },
  { situation: 'an I/O failure: reported, tried again after maxWait',
    state: given({ run: saving }), event: at({ type: 'failed', error: failure }),
    next: { run: null, dirty: true, pendingSince: NOW }, effects: [{ type: 'reportError', error: failure }, setTimer(5000)] },
  { situation: 'a run ends with the timer fired meanwhile: the next run begins',
    state: given({ run: saving, queued: true }), event: finished('unchanged', '5'),
    next: { run: reading, queued: false }, effects: [readLive] },
  { situation: 'an answer no run waits for: ignored',
    state: idle, event: finished('saved', '9'),
    next: idle, effects: [] },
];

const unloading: Row[] = [
  { situation: 'unloaded with nothing pending: closed',
    state: idle, event: at({ type: 'unload' }),
    next: { unloading: true }, effects: [closed] },
  { situation: 'unloaded with a save scheduled: the timer dropped, one last run',
    state: given({ timerSet: true, dirty: true }), event: at({ type: 'unload' }),
    next: { unloading: true, timerSet: false, run: reading }, effects: [clearTimer, readLive] },
  { situation: 'unloaded during a run: it finishes first',
    state: given({ run: saving }), event: at({ type: 'unload' }),
    next: { unloading: true, run: saving }, effects: [] },
  { situation: 'that run ends with edits scheduled since it began: one last run',
    state: given({ unloading: true, dirty: true, run: saving }), event: finished('saved', '6'),
    next: { run: reading }, effects: [markSaved('6'), readLive] },
  { situation: 'that run ends with nothing since: closed',
    state: given({ unloading: true, run: saving }), event: finished('saved', '6'),
    next: { run: null }, effects: [markSaved('6'), closed] },
  { situation: 'waiting for a mark while unloading: nothing scheduled, closed',
    state: given({ unloading: true, run: loadingForMerge }), event: at({ type: 'storedLoaded', stored: { updateId: '7', snapshot: theirs }, relayOnlySince: true }),
    next: { markWaits: 1, timerSet: false }, effects: [closed] },
  { situation: 'a failure while unloading: reported, closed',
    state: given({ unloading: true, run: saving }), event: at({ type: 'failed', error: failure }),
    next: { run: null, timerSet: false }, effects: [{ type: 'reportError', error: failure }, closed] },
];

const ASKING = new Set<ReconcileEffect['type']>(['readLive', 'loadStored', 'save']);

describe('reconcilePlan', () => {
  describe.each([
    ['scheduling', scheduling],
    ['a run', rounds],
    ['unloading', unloading],
  ])('%s', (_group, rows) => {
    it.each(rows)('$situation', ({ state, event, next, effects }) => {
      const result = reconcilePlan(state, event);
      expect(result.effects).toEqual(effects);
      expect(result.state).toMatchObject(next ?? {});
    });
  });

  it('asks one thing at a time, last: its answer is the next event of the run', () => {
    for (const { state, event } of [...scheduling, ...rounds, ...unloading]) {
      const types = reconcilePlan(state, event).effects.map((effect) => effect.type);
      const asking = types.filter((type) => ASKING.has(type));
      expect(asking.length).toBeLessThanOrEqual(1);
      if (asking.length === 1) expect(ASKING.has(types[types.length - 1]!)).toBe(true);
    }
  });
});

describe('openPlan', () => {
  it.each([
    { situation: 'loaded as stored: nothing to do', storedUpdateId: '5', next: { behindStore: false, timerSet: false }, effects: [] },
    { situation: 'loaded behind the store (saved over HTTP while nobody had it open): merged at once', storedUpdateId: '7', next: { behindStore: true, dirty: true, pendingSince: NOW }, effects: [setTimer(0)] },
  ])('$situation', ({ storedUpdateId, next, effects }) => {
    const opened = openPlan({ timing: SDOC_RECONCILE, held: base, storedUpdateId, now: NOW });
    expect(opened.effects).toEqual(effects);
    expect(opened.state).toMatchObject({ ...next, base, lastMark: '5', markChangedAt: NOW, run: null });
  });
});

describe('claimingDiff', () => {
  it("is the diff to the merge; one that changes nothing sends the root's own order, to take the update id", () => {
    expect(claimingDiff(theirs, merged)).toEqual(typed);
    expect(claimingDiff(theirs, theirs)).toEqual(claimed);
  });
});
