import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KnownApiError, UnknownApiError, ApiError } from '../../api/apiErrors';
import { tokenStore } from '../../api/auth/tokenStore';
import { answeredUnauthorized, startingAuthorization, type SessionAnswers } from './sessionPrefetch';

const storage = new Map<string, string>();
beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) });
});
afterEach(() => vi.unstubAllGlobals());

describe('startingAuthorization', () => {
  it.each([
    ['the address token, raw when nothing is stored', '?jwtToken=abc', null, 'abc'],
    ['the address token before a stored one', '?jwtToken=abc&x=1', { token: 'old', scheme: 'raw' as const }, 'abc'],
    ['the address token as a bearer after an OpenID sign-in', '?jwtToken=abc', { token: 'old', scheme: 'bearer' as const }, 'Bearer abc'],
    ['none for an ssoToken, exchanged first', '?ssoToken=s', { token: 'old', scheme: 'raw' as const }, null],
    ['the stored token', '', { token: 'old', scheme: 'raw' as const }, 'old'],
    ['the stored bearer token', '?tab=2', { token: 'old', scheme: 'bearer' as const }, 'Bearer old'],
    ['none without a token', '', null, null],
  ])('%s', (_, search, stored, expected) => {
    if (stored) tokenStore.setToken(stored.token, stored.scheme);
    expect(startingAuthorization(search)).toBe(expected);
  });
});

describe('answeredUnauthorized', () => {
  const user = { status: 'fulfilled' as const, value: {} as never };
  const session = { status: 'fulfilled' as const, value: 's' };
  const failed = (reason: unknown) => ({ status: 'rejected' as const, reason });
  it.each<[string, SessionAnswers, boolean]>([
    ['both answered', [session, user], false],
    ['check-auth answered 401', [session, failed(new UnknownApiError('Unauthorized', 401))], true],
    ['the data session answered 401 with an error field', [failed(new KnownApiError('expired', 401, 'GET auth/osa-sessionid')), user], true],
    ['the data session said "no session" in a 200', [failed(new ApiError('no session', 401)), user], false],
    ['the server failed', [session, failed(new UnknownApiError('Internal Server Error', 500))], false],
    ['no answer at all', [failed(new UnknownApiError('Failed to fetch', 0)), user], false],
  ])('%s', (_, answers, expected) => expect(answeredUnauthorized(answers)).toBe(expected));
});
