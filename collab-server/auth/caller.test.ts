import { describe, expect, it } from 'vitest';
import { callerAccess, tokenFromHeader, type Caller } from './caller';

describe('tokenFromHeader', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['Bearer ', null],
    ['abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['Bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['  abc.def.ghi', 'abc.def.ghi'],
  ])('%j → %j', (header, expected) => {
    expect(tokenFromHeader(header)).toBe(expected);
  });
});

describe('callerAccess', () => {
  it('takes the user id and whether the user administers, nothing else', () => {
    const caller = { user: { id: 'u-1', is_admin: true, login: 'admin' }, session: null, isPublic: false } as unknown as Caller;
    expect(callerAccess(caller)).toEqual({ userId: 'u-1', isAdmin: true });
    expect(callerAccess({ ...caller, user: { ...caller.user, is_admin: false } })).toEqual({ userId: 'u-1', isAdmin: false });
  });
});
