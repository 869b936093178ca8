import { describe, expect, it } from 'vitest';
import { signInAttemptKey } from './loginRoute';

describe('signInAttemptKey', () => {
  it.each([
    [{ ip: '10.0.0.1', body: { login: 'Admin ', password: 'x' } }, '10.0.0.1|admin'],
    [{ ip: '10.0.0.1', body: { login: 'admin' } }, '10.0.0.1|admin'],
    [{ ip: '10.0.0.2', body: { login: 'admin' } }, '10.0.0.2|admin'],
    [{ ip: '10.0.0.1', body: { login: 42 } }, '10.0.0.1|'],
    [{ ip: '10.0.0.1', body: undefined }, '10.0.0.1|'],
    [{ ip: '10.0.0.1', body: 'login=admin' }, '10.0.0.1|'],
    [{ ip: '::1', body: { login: 'x'.repeat(500) } }, `::1|${'x'.repeat(200)}`],
  ])('%j → %s', (request, expected) => {
    expect(signInAttemptKey(request)).toBe(expected);
  });
});
