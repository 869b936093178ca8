import { describe, expect, it } from 'vitest';
import { identityFromClaims, loginCandidate, preferredLogin } from './oidcAccounts';

describe('identityFromClaims', () => {
  it('needs a subject', () => {
    expect(identityFromClaims({ email: 'a@b.c' })).toBeNull();
    expect(identityFromClaims({ sub: '  ' })).toBeNull();
  });
  it('keeps the string claims it uses and ignores the rest', () => {
    expect(identityFromClaims({ sub: 's1', preferred_username: ' ivan ', email: 42, name: 'Иван' })).toEqual({
      sub: 's1',
      preferredUsername: 'ivan',
      email: undefined,
      name: 'Иван',
    });
  });
});

describe('preferredLogin', () => {
  it.each([
    [{ sub: 's', preferredUsername: 'ivan', email: 'i@x.ru' }, 'ivan'],
    [{ sub: 's', email: 'i@x.ru' }, 'i@x.ru'],
    [{ sub: 'abc-123' }, 'abc-123'],
    [{ sub: 's', preferredUsername: 'Иван Петров' }, 'Иван_Петров'],
    [{ sub: 'x'.repeat(200) }, 'x'.repeat(90)],
  ])('%j → %s', (identity, expected) => {
    expect(preferredLogin(identity)).toBe(expected);
  });
});

describe('loginCandidate', () => {
  it.each([
    [1, 'ivan'],
    [2, 'ivan-2'],
    [10, 'ivan-10'],
  ])('attempt %i → %s', (attempt, expected) => {
    expect(loginCandidate('ivan', attempt)).toBe(expected);
  });
});
