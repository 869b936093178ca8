import { describe, expect, it } from 'vitest';
import type { GetDataPayload } from '../../realtime/protocol/dataApi/getData';
import { commandOverrides, commandPayload, type StoredCommand } from './commandRunner';
import { cacheKey, stableJson } from './resultCache';
import { requestedCacheSeconds } from './getData';

const CLS = '00000000-0000-4000-8000-000000000077';
const stored: StoredCommand = {
  name: 'c',
  query: { class: CLS, limit: 10, sort: { prop: 'name', dir: 'asc' }, filter: { prop: 'name', op: 'starts', val: 'a' } },
  cacheSeconds: 0,
  perUser: false,
};

describe('commandPayload', () => {
  it.each<[string, GetDataPayload, GetDataPayload]>([
    ['the stored query alone', { command: 'c' }, stored.query],
    ['limit, offset, sort and idx replace', { command: 'c', limit: 2, offset: 4, sort: { prop: 'id', dir: 'desc' }, idx: [CLS] }, { ...stored.query, limit: 2, offset: 4, sort: { prop: 'id', dir: 'desc' }, idx: [CLS] }],
    [
      'a filter is added to the stored one',
      { command: 'c', filter: [{ prop: 'name', op: 'ne', val: 'ab' }] },
      { ...stored.query, filter: { and: [{ prop: 'name', op: 'starts', val: 'a' }, { and: [{ prop: 'name', op: 'ne', val: 'ab' }] }] } },
    ],
    ['cache and tab_session_id are not part of the query', { command: 'c', cache: 5, tab_session_id: 't' }, stored.query],
  ])('%s', (_title, request, expected) => {
    expect(commandPayload(stored, request)).toEqual(expected);
  });

  it('refuses what a command does not take', () => {
    expect(() => commandPayload(stored, { command: 'c', class: CLS, group: 'name' })).toThrow('With command, a request may only give limit, offset, sort, filter, idx and cache, not: class, group');
  });

  it('keys the cache by what changes the answer', () => {
    expect(commandOverrides({ command: 'c', limit: 1, cache: 3, tab_session_id: 'x' })).toEqual({ limit: 1, offset: undefined, sort: undefined, filter: undefined, idx: undefined });
  });
});

describe('result cache keys', () => {
  it('does not depend on key order or undefined members', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
    expect(cacheKey('request', { x: 1, y: 2 })).toBe(cacheKey('request', { y: 2, x: 1 }));
    expect(cacheKey('request', { x: 1 })).not.toBe(cacheKey('request', { x: 2 }));
    expect(cacheKey('command:c', {})).toMatch(/^command:c:[\w-]{43}$/);
  });

  it.each<[GetDataPayload['cache'], number]>([
    [undefined, 0],
    [false, 0],
    [0, 0],
    [true, 60],
    [15, 15],
  ])('cache %s is %i seconds', (cache, seconds) => {
    expect(requestedCacheSeconds(cache)).toBe(seconds);
  });
});
