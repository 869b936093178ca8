import { describe, expect, it } from 'vitest';
import type { EntityChange } from '../../realtime/protocol/hubEvents';
import { ChangeFeed } from './changeFeed';

const change = (seq: string): EntityChange => ({ seq, at: '2026-11-24T00:00:00.000Z', userId: null, tabSessionId: null, entity: '00000000-0000-4000-8000-000000000001', prop: null, op: 'document.save', before: null, after: null });

describe('ChangeFeed', () => {
  it('gives each change to every listener in order; a failing listener neither stops the others nor the feed', () => {
    const errors: unknown[] = [];
    const feed = new ChangeFeed((error) => errors.push(error));
    const seen: string[] = [];
    feed.subscribe(() => {
      throw new Error('listener failed');
    });
    const stop = feed.subscribe((c) => seen.push(c.seq));
    feed.emit(change('1'));
    feed.emit(change('2'));
    stop();
    feed.emit(change('3'));
    expect(seen).toEqual(['1', '2']);
    expect(errors).toHaveLength(3);
  });
});
