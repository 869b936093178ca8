import { describe, expect, it } from 'vitest';
import { DOCUMENT_ROLES, documentObject, documentRights, documentsReadable, FULL_RIGHTS, READ_ONLY } from './documentAccess';
import { accessTo, accountGrants, rolesHeldOn } from '../../../../model/sharedObjectAccess';
import { relayAccessOf } from '../sdocRelayKind';

const caller = (id: string, isAdmin = false, isPublic = false) => ({ isPublic, user: { id, is_admin: isAdmin } });
const contentOnly = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };

/** The rights of `who` holding `roles` on document 'd' by 'a', through the shared-object policy. */
function rightsOf(who: ReturnType<typeof caller>, roles: string[], author: string | null = 'a') {
  const grants = { ...accountGrants({ userId: who.user.id, isAdmin: who.user.is_admin, isPublic: who.isPublic }), heldOn: new Map([['d', new Set(roles)]]) };
  return documentRights(accessTo(grants, documentObject({ id: 'd', author })), rolesHeldOn(grants, 'd'));
}

describe('documentRights', () => {
  it.each([
    ['the author', caller('a'), [], FULL_RIGHTS],
    ['an administrator', caller('x', true), [], FULL_RIGHTS],
    ['a document editor', caller('x'), [DOCUMENT_ROLES.editor], FULL_RIGHTS],
    ['a content editor', caller('x'), [DOCUMENT_ROLES.contentEditor], contentOnly],
    ['both roles: the stronger wins', caller('x'), [DOCUMENT_ROLES.contentEditor, DOCUMENT_ROLES.editor], FULL_RIGHTS],
    ['another signed-in user', caller('x'), ['edu.teacher'], READ_ONLY],
    ['the public user', caller('a', false, true), [DOCUMENT_ROLES.editor], null],
  ])('%s', (_name, who, roles, expected) => {
    expect(rightsOf(who, roles)).toEqual(expected);
  });
});

describe('documentsReadable', () => {
  // searches over many documents use it instead of documentRights per row: the two must agree
  it.each([caller('x'), caller('x', true), caller('a', false, true)])('agrees with documentRights for %j', (who) => {
    expect(documentsReadable(who)).toBe(rightsOf(who, [], 'someone') !== null);
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
