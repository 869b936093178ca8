import { describe, expect, it } from 'vitest';
import { accessFor, DOCUMENT_ROLES, documentsReadable, FULL_RIGHTS, READ_ONLY } from './documentAccess';
import { relayAccessOf } from '../structured/sdocRelayKind';

const caller = (id: string, isAdmin = false, isPublic = false) => ({ isPublic, user: { id, is_admin: isAdmin } });
const contentOnly = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };

describe('accessFor', () => {
  it.each([
    ['the author', caller('a'), [], FULL_RIGHTS],
    ['an administrator', caller('x', true), [], FULL_RIGHTS],
    ['a document editor', caller('x'), [DOCUMENT_ROLES.editor], FULL_RIGHTS],
    ['a content editor', caller('x'), [DOCUMENT_ROLES.contentEditor], contentOnly],
    ['both roles: the stronger wins', caller('x'), [DOCUMENT_ROLES.contentEditor, DOCUMENT_ROLES.editor], FULL_RIGHTS],
    ['another signed-in user', caller('x'), ['edu.teacher'], READ_ONLY],
    ['the public user', caller('a', false, true), [DOCUMENT_ROLES.editor], null],
  ])('%s', (_name, who, roles, expected) => {
    expect(accessFor(who, { authorId: 'a' }, roles)).toEqual(expected);
  });
});

describe('documentsReadable', () => {
  // searches over many documents use it instead of accessFor per row: the two must agree
  it.each([caller('x'), caller('x', true), caller('a', false, true)])('agrees with accessFor for %j', (who) => {
    expect(documentsReadable(who)).toBe(accessFor(who, { authorId: 'someone' }, []) !== null);
  });
});

describe('relayAccessOf', () => {
  it.each([
    [FULL_RIGHTS, 'write'],
    [contentOnly, 'write-limited'],
    [READ_ONLY, 'read'],
    [null, 'none'],
  ] as const)('%j → %s', (rights, expected) => {
    expect(relayAccessOf(rights)).toBe(expected);
  });
});
