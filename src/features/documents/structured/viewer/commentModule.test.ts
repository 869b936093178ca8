import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discussion, FetchDiscussionsResult } from '../../../../../realtime/protocol/documents/comments';
import { CommentModule } from './commentModule';

const DOC = '10000000-0000-4000-8000-000000000000';
const discussion = (id: string, completed = false): Discussion => ({
  id,
  documentId: DOC,
  elementId: null,
  documentRange: null,
  documentYOffset: null,
  completed,
  author: null,
  date: '2025-01-01T00:00:00.000Z',
  comments: [],
});

function setup(answers: FetchDiscussionsResult[] = []) {
  let onChange: () => void = () => undefined;
  const stop = vi.fn();
  const fetch = vi.fn(async () => answers.shift() ?? { discussions: [], counts: { [DOC]: { open: 0, total: 0 } } });
  const module = new CommentModule(DOC, {
    fetch,
    listen: (_id, callback) => {
      onChange = callback;
      return stop;
    },
  });
  return { module, fetch, stop, announce: () => onChange() };
}

describe('CommentModule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('needs a document id', () => {
    expect(() => new CommentModule('', { fetch: vi.fn(), listen: () => () => undefined })).toThrow('Не задан идентификатор документа!');
  });

  it('loads at once, then fetches once 200 ms after a burst of announcements', async () => {
    const { module, fetch, announce } = setup([{ discussions: [discussion('a')], counts: { [DOC]: { open: 1, total: 1 } } }]);
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(module.state).toMatchObject({ loading: false, counts: { open: 1, total: 1 } });
    for (let i = 0; i < 5; i++) {
      announce();
      vi.advanceTimersByTime(100);
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers, drops answers older than the newest request and stops on dispose', async () => {
    const seen: number[] = [];
    const { module, fetch, stop, announce } = setup();
    module.subscribe((s) => seen.push(s.counts.total));
    await vi.runAllTimersAsync();
    module.apply({ discussion: discussion('b'), counts: { open: 1, total: 1 } }, 'b');
    expect(module.state.discussions.map((d) => d.id)).toEqual(['b']);
    module.apply({ discussion: null, counts: { open: 0, total: 0 } }, 'b');
    expect(module.state.discussions).toEqual([]);
    expect(seen).toEqual([0, 1, 0]);
    module.dispose();
    expect(stop).toHaveBeenCalledTimes(1);
    announce();
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the discussions shown when a refetch fails, with the error', async () => {
    const { module, fetch, announce } = setup([{ discussions: [discussion('a')], counts: { [DOC]: { open: 1, total: 1 } } }]);
    await vi.runAllTimersAsync();
    fetch.mockRejectedValueOnce(new Error('offline'));
    announce();
    await vi.runAllTimersAsync();
    expect(module.state.discussions).toHaveLength(1);
    expect(module.state.error).toBeInstanceOf(Error);
  });
});
