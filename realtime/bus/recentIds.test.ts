import { describe, expect, it } from 'vitest';
import { maxSeq, RecentIds } from './recentIds';

describe('RecentIds', () => {
  it('accepts an id once', () => {
    const ids = new RecentIds();
    expect([ids.add('a'), ids.add('b'), ids.add('a')]).toEqual([true, true, false]);
  });
  it('forgets the oldest beyond its capacity', () => {
    const ids = new RecentIds(2);
    ids.add('a');
    ids.add('b');
    ids.add('c');
    expect(ids.add('b')).toBe(false);
    expect(ids.add('a')).toBe(true);
  });
});

describe('maxSeq', () => {
  it.each([
    [null, null, null],
    ['5', null, '5'],
    [null, '7', '7'],
    ['10', '9', '10'],
    ['9', '10', '10'],
    ['9007199254740993', '9007199254740992', '9007199254740993'],
  ])('maxSeq(%s, %s) = %s', (a, b, expected) => expect(maxSeq(a, b)).toBe(expected));
});
