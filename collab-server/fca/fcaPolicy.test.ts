import { describe, expect, it } from 'vitest';
import { fcaAccess, mayStopRun } from './fcaPolicy';

const base = { isAdmin: false, isPublic: false, userId: 'u', author: 'a', assignment: null, holdsSharedRole: false };

describe('fcaAccess', () => {
  it('gives the author, administrators and editor assignments the right to change', () => {
    expect(fcaAccess({ ...base, author: 'u' })).toBe('edit');
    expect(fcaAccess({ ...base, isAdmin: true })).toBe('edit');
    expect(fcaAccess({ ...base, assignment: { edit: true } })).toBe('edit');
  });
  it('gives reader assignments and shared roles reading, and nobody else anything', () => {
    expect(fcaAccess({ ...base, assignment: { edit: false } })).toBe('read');
    expect(fcaAccess({ ...base, holdsSharedRole: true })).toBe('read');
    expect(fcaAccess(base)).toBeNull();
    expect(fcaAccess({ ...base, isPublic: true, isAdmin: true })).toBeNull();
  });
  it('lets who started a run and editors stop it', () => {
    expect(mayStopRun('read', 'u', 'u')).toBe(true);
    expect(mayStopRun('edit', 'x', 'u')).toBe(true);
    expect(mayStopRun('read', 'x', 'u')).toBe(false);
  });
});
