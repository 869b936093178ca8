import { describe, expect, it } from 'vitest';
import { viewerMayEdit } from './viewerRights';

const DOC = 'd1';
const me = { id: 'u1', isAdmin: false };

describe('viewerMayEdit', () => {
  it.each<[string, { id: string; isAdmin: boolean } | null, string | null, Array<{ object_id: string | null; app_role_code: string }>, boolean]>([
    ['nobody signed in', null, 'u1', [], false],
    ['the author', me, 'u1', [], true],
    ['an administrator', { id: 'u2', isAdmin: true }, 'u1', [], true],
    ['an editor of this document', me, 'u9', [{ object_id: DOC, app_role_code: 'document_editor' }], true],
    ['a content editor of this document', me, 'u9', [{ object_id: DOC, app_role_code: 'document_content_editor' }], true],
    ['an editor of another document', me, 'u9', [{ object_id: 'd2', app_role_code: 'document_editor' }], false],
    ['a reader', me, 'u9', [{ object_id: DOC, app_role_code: 'reader' }], false],
  ])('%s → %s', (_name, user, author, assignments, expected) => {
    expect(viewerMayEdit(user, author, assignments, DOC)).toBe(expected);
  });
});
