import { describe, expect, it } from 'vitest';
import { reportAccess, type ReportAccessFacts } from './reportPolicy';

const base: ReportAccessFacts = { isAdmin: false, isPublic: false, userId: 'u', author: 'a', assignment: null, holdsSharedRole: false };

describe('report access', () => {
  it.each<[string, Partial<ReportAccessFacts>, ReturnType<typeof reportAccess>]>([
    ['a stranger', {}, null],
    ['the author', { author: 'u' }, 'edit'],
    ['an administrator', { isAdmin: true }, 'edit'],
    ['a reader by assignment', { assignment: { edit: false } }, 'read'],
    ['an editor by assignment', { assignment: { edit: true } }, 'edit'],
    ['a holder of a shared role', { holdsSharedRole: true }, 'read'],
    ['a role holder with an editor assignment', { holdsSharedRole: true, assignment: { edit: true } }, 'edit'],
    ['a report without an author', { author: null }, null],
    ['the public user, even if it were the author', { isPublic: true, author: 'u' }, null],
  ])('%s', (_, facts, expected) => {
    expect(reportAccess({ ...base, ...facts })).toBe(expected);
  });
});
