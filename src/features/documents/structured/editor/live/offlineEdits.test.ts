import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { keepOfflineEdits, offlineEditsKey, restoreOfflineEdits, type RelayProvider } from './offlineEdits';

function memoryStore() {
  const values = new Map<string, string>();
  return { values, getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
}

function fakeProvider(connected: boolean) {
  const syncListeners = new Set<(synced: boolean) => void>();
  const provider = {
    wsconnected: connected,
    synced: connected,
    on: (event: string, listener: (synced: boolean) => void) => event === 'sync' && syncListeners.add(listener),
    off: (event: string, listener: (synced: boolean) => void) => event === 'sync' && syncListeners.delete(listener),
    sync(synced: boolean) {
      provider.synced = synced;
      syncListeners.forEach((l) => l(synced));
    },
  };
  return provider as typeof provider & RelayProvider;
}

const type = (doc: Y.Doc, text: string) => doc.getText('t').insert(doc.getText('t').length, text);

describe('offline edits kept in local storage', () => {
  it('keeps what is typed offline and restores it into a fresh document', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const doc = new Y.Doc();
    const provider = fakeProvider(false);
    const stop = keepOfflineEdits(doc, provider, 'D1', store, 100);
    type(doc, 'без связи');
    vi.advanceTimersByTime(150);
    expect(store.values.has(offlineEditsKey('d1'))).toBe(true);
    stop();

    const reopened = new Y.Doc();
    expect(restoreOfflineEdits(reopened, 'd1', store)).toBe(true);
    expect(reopened.getText('t').toString()).toBe('без связи');
    vi.useRealTimers();
  });

  it('keeps nothing while connected and in sync', () => {
    const store = memoryStore();
    const doc = new Y.Doc();
    const stop = keepOfflineEdits(doc, fakeProvider(true), 'd1', store, 0);
    type(doc, 'онлайн');
    stop();
    expect(store.values.size).toBe(0);
  });

  it('forgets the kept edits once the relay has synced with them', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const doc = new Y.Doc();
    const provider = fakeProvider(false);
    const stop = keepOfflineEdits(doc, provider, 'd1', store, 100);
    type(doc, 'x');
    vi.advanceTimersByTime(150);
    provider.wsconnected = true;
    provider.sync(true);
    expect(store.values.size).toBe(0);
    stop();
    vi.useRealTimers();
  });

  it('writes pending edits at once when the page is left before the delay', () => {
    vi.useFakeTimers();
    const store = memoryStore();
    const doc = new Y.Doc();
    const stop = keepOfflineEdits(doc, fakeProvider(false), 'd1', store, 10_000);
    type(doc, 'последнее');
    stop();
    expect(store.values.has(offlineEditsKey('d1'))).toBe(true);
    vi.useRealTimers();
  });

  it('drops an unreadable kept state', () => {
    const store = memoryStore();
    store.setItem(offlineEditsKey('d1'), 'not base64 of an update!');
    expect(restoreOfflineEdits(new Y.Doc(), 'd1', store)).toBe(false);
    expect(store.values.size).toBe(0);
  });

  it('merges kept edits with what others typed meanwhile, nothing doubled', () => {
    const store = memoryStore();
    const shared = new Y.Doc();
    type(shared, 'общее ');
    const mine = new Y.Doc();
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(shared));
    type(mine, 'моё');
    store.setItem(offlineEditsKey('d1'), btoa(String.fromCharCode(...Y.encodeStateAsUpdate(mine))));
    type(shared, '| чужое');
    // the page reopens: the relay's state, then the kept edits
    const reopened = new Y.Doc();
    Y.applyUpdate(reopened, Y.encodeStateAsUpdate(shared));
    restoreOfflineEdits(reopened, 'd1', store);
    const text = reopened.getText('t').toString();
    expect(text.match(/общее/g)).toHaveLength(1);
    expect(text).toContain('моё');
    expect(text).toContain('| чужое');
  });
});
