import { describe, expect, it } from 'vitest';
import { BUILT_IN_ADMIN_LOGIN } from '../../../../realtime/protocol/admin/users';
import { isProtectedUser } from './protectedUsers';

const SELF = 'aaaaaaaa-0000-4000-8000-000000000001';
const OTHER = 'bbbbbbbb-0000-4000-8000-000000000002';

describe('isProtectedUser', () => {
  it.each([
    ['another user', { id: OTHER, login: 'ann', isPublic: false }, false],
    ['the public account', { id: OTHER, login: 'public', isPublic: true }, true],
    ['the admin themself', { id: SELF, login: 'boss', isPublic: false }, true],
    ['the built-in administrator', { id: OTHER, login: BUILT_IN_ADMIN_LOGIN, isPublic: false }, true],
  ])('%s', (_name, user, expected) => expect(isProtectedUser(user, SELF)).toBe(expected));
});
