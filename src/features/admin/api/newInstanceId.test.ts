import { describe, expect, it } from 'vitest';
import { UUID_RE } from '../../../../realtime/protocol/metaModel';
import { newInstanceId } from './newInstanceId';

describe('newInstanceId', () => {
  it('is a lowercase UUID the data API accepts', () => expect(newInstanceId()).toMatch(UUID_RE));
  it('is version 4, variant 1', () => {
    const id = newInstanceId((b) => b.fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
  it('differs each time', () => expect(newInstanceId()).not.toBe(newInstanceId()));
});
