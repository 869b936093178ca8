import { describe, expect, it } from 'vitest';
import { EntityWatches, inBatches } from './entityWatches';

describe('EntityWatches', () => {
  it('joins on the first watcher and leaves after the last', () => {
    const w = new EntityWatches();
    expect(w.watch('a')).toBe(true);
    expect(w.watch('a')).toBe(false);
    expect(w.flush()).toEqual({ join: ['a'], leave: [] });
    expect(w.release('a')).toBe(false);
    expect(w.flush()).toEqual({ join: [], leave: [] });
    expect(w.release('a')).toBe(true);
    expect(w.flush()).toEqual({ join: [], leave: ['a'] });
    expect(w.all()).toEqual([]);
  });

  it('a watch released before the flush sends nothing, and a re-watch cancels a pending leave', () => {
    const w = new EntityWatches();
    w.watch('a');
    w.release('a');
    expect(w.flush()).toEqual({ join: [], leave: [] });
    w.watch('b');
    w.flush();
    w.release('b');
    w.watch('b');
    expect(w.flush()).toEqual({ join: [], leave: [] });
    expect(w.all()).toEqual(['b']);
  });

  it('ignores releasing what is not watched', () => {
    const w = new EntityWatches();
    expect(w.release('x')).toBe(false);
    expect(w.flush()).toEqual({ join: [], leave: [] });
  });
});

describe('inBatches', () => {
  it.each([
    [[], 2, []],
    [[1, 2, 3], 2, [[1, 2], [3]]],
    [[1, 2], 2, [[1, 2]]],
  ])('%j by %i', (items, size, expected) => expect(inBatches(items, size)).toEqual(expected));
});
