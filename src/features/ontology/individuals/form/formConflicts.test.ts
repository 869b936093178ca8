import { describe, expect, it } from 'vitest';
import { keepMine, mergeRemote, takeTheirs } from './formConflicts';
import type { Drafts } from './formModel';

const v = (text: string) => [{ text, lang: null, cap: null }];

describe('mergeRemote', () => {
  it.each<[string, Drafts, Drafts, Drafts, { drafts: Drafts; conflicts: string[] }]>([
    ['nothing moved', { a: v('1') }, { a: v('2') }, { a: v('1') }, { drafts: { a: v('2') }, conflicts: [] }],
    ['an untouched field takes the new value', { a: v('1') }, { a: v('1') }, { a: v('9') }, { drafts: { a: v('9') }, conflicts: [] }],
    ['both made the same change', { a: v('1') }, { a: v('9') }, { a: v('9') }, { drafts: { a: v('9') }, conflicts: [] }],
    ['both changed differently: a conflict, mine kept', { a: v('1') }, { a: v('2') }, { a: v('9') }, { drafts: { a: v('2') }, conflicts: ['a'] }],
    ['cleared on the server', { a: v('1') }, { a: v('1') }, {}, { drafts: { a: [] }, conflicts: [] }],
    ['blank inputs are no change', { a: v('1') }, { a: [...v('1'), ...v('')] }, { a: v('9') }, { drafts: { a: v('9') }, conflicts: [] }],
  ])('%s', (_name, base, drafts, remote, expected) => {
    const merged = mergeRemote(base, drafts, remote);
    expect(merged.drafts).toEqual(expected.drafts);
    expect(Object.keys(merged.conflicts)).toEqual(expected.conflicts);
  });

  it('resolves a conflict either way', () => {
    const merged = mergeRemote({ a: v('1') }, { a: v('2') }, { a: v('9') });
    expect(takeTheirs(merged, 'a', v('9'))).toEqual({ base: { a: v('9') }, drafts: { a: v('9') } });
    const mine = keepMine(merged, 'a', v('9'));
    expect(mine).toEqual({ base: { a: v('9') }, drafts: { a: v('2') } });
    // once kept, the next check finds nothing new
    expect(Object.keys(mergeRemote(mine.base, mine.drafts, { a: v('9') }).conflicts)).toEqual([]);
  });
});
