import { describe, expect, it } from 'vitest';
import type { AccessRights } from '../../../model/documents/elementModel';
import { canComment, canCompleteDiscussion, canDeleteComment, canEditComment, type CommentActor } from './commentPolicy';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const reader: AccessRights = { readOnly: true, editContentAllowed: false, editStructureAllowed: false };
const editor: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };
const user: CommentActor = { userId: ME, isAdmin: false, isPublic: false };
const admin: CommentActor = { userId: ME, isAdmin: true, isPublic: false };
const visitor: CommentActor = { userId: ME, isAdmin: false, isPublic: true };

describe('canComment', () => {
  it.each([
    ['a reader', user, reader, true],
    ['someone who cannot read the document', user, null, false],
    ['the public user', visitor, reader, false],
  ] as const)('%s → %s', (_name, actor, access, expected) => {
    expect(canComment(actor, access)).toBe(expected);
  });
});

describe('canCompleteDiscussion: its author, an editor of the document or an administrator', () => {
  it.each([
    ['the author who only reads', user, reader, ME, true],
    ['another reader', user, reader, OTHER, false],
    ['an editor', user, editor, OTHER, true],
    ['an administrator who reads', admin, reader, OTHER, true],
    ['an administrator who cannot read', admin, null, OTHER, false],
    ['a discussion whose author is gone, by a reader', user, reader, null, false],
    ['the public user', visitor, editor, ME, false],
  ] as const)('%s → %s', (_name, actor, access, author, expected) => {
    expect(canCompleteDiscussion(actor, access, author)).toBe(expected);
  });
});

describe('editing and deleting a comment', () => {
  it.each([
    ['own comment', user, reader, ME, true, true],
    ["someone else's, as an editor", user, editor, OTHER, false, false],
    ["someone else's, as an administrator", admin, reader, OTHER, false, true],
    ['own comment, document no longer readable', user, null, ME, false, false],
  ] as const)('%s → edit %s, delete %s', (_name, actor, access, author, edit, remove) => {
    expect(canEditComment(actor, access, author)).toBe(edit);
    expect(canDeleteComment(actor, access, author)).toBe(remove);
  });
});
