import { describe, expect, it } from 'vitest';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { COLLAB_CLOSE } from '../../realtime/protocol/relay';
import { ChangeFeed } from '../hub';
import type { DocumentRegistry } from './documentRegistry';
import type { RelayDocument } from './relayDocument';
import { watchRights } from './rightsWatch';

const DOC = '00000000-0000-4000-8000-00000000000d';
const change = (op: string, after: unknown): EntityChange => ({ seq: '1', at: '', userId: null, tabSessionId: null, entity: DOC, prop: null, op, before: null, after });

describe('watchRights', () => {
  it("closes the user's sockets on the document when their rights change, and tells sockets still opening", () => {
    const closed: Array<[string, number]> = [];
    const conn = (userId: string) => ({ userId, socket: { close: (code: number) => closed.push([userId, code]) } });
    const doc = { connections: new Set([conn('ann'), conn('bob')]) } as unknown as RelayDocument;
    const registry = { loaded: (name: string) => (name === `sdoc:${DOC}` ? doc : undefined) } as unknown as DocumentRegistry;
    const feed = new ChangeFeed();
    const rights = watchRights(feed, registry);
    const before = Date.now();
    feed.emit(change('document.save', { userId: 'ann' }));
    expect(closed).toEqual([]);
    feed.emit(change('document.access', { userId: 'ann', role: 'editor' }));
    expect(closed).toEqual([['ann', COLLAB_CLOSE.rightsChanged]]);
    expect(rights.changedSince(`sdoc:${DOC}`, 'ann', before)).toBe(true);
    expect(rights.changedSince(`sdoc:${DOC}`, 'bob', before)).toBe(false);
    expect(rights.changedSince(`sdoc:${DOC}`, 'ann', Date.now() + 1)).toBe(false);
    rights.stop();
    feed.emit(change('document.access', { userId: 'bob', role: 'editor' }));
    expect(closed).toHaveLength(1);
  });
});
