import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth';
import type { AppContext } from '../context';
import { documentAccess, notesAccess } from './documentKinds';

const OWNER = '0b9c2f4e-8a1d-4c3b-9e2f-1a2b3c4d5e6f';
const OTHER = '7d1e0c52-3f4a-4b6c-8d9e-0f1a2b3c4d5e';
const caller = (id: string, flags: { isAdmin?: boolean; isPublic?: boolean } = {}) =>
  ({ user: { id, is_admin: flags.isAdmin ?? false }, session: null, isPublic: flags.isPublic ?? false }) as unknown as Caller;

describe('who may open a notepad (notes:{userId})', () => {
  it.each([
    ['its owner writes', caller(OWNER), 'write'],
    ['its owner, id in upper case, is still its owner', caller(OWNER.toUpperCase()), 'write'],
    ['another user: nothing', caller(OTHER), 'none'],
    ['an administrator: nothing', caller(OTHER, { isAdmin: true }), 'none'],
    ['the public user, even if the id matched: nothing', caller(OWNER, { isPublic: true }), 'none'],
  ] as const)('%s', (_name, who, expected) => {
    expect(notesAccess(who, OWNER)).toBe(expected);
  });

  it('the registry answers for registered kinds only', async () => {
    // the notepad's rule reads nothing from the store: no server context is needed
    const ctx = {} as AppContext;
    expect(await documentAccess(caller(OWNER), { kind: 'notes', id: OWNER }, ctx)).toBe('write');
    expect(await documentAccess(caller(OWNER), { kind: 'unknown' as 'notes', id: OWNER }, ctx)).toBeNull();
  });
});
