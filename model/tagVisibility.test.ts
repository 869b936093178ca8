import { describe, expect, it } from 'vitest';
import { canChangeTag, canSeeTag, type TagAccess, type TagViewer } from './tagVisibility';

const ANN = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'bbbbbbbb-0000-4000-8000-000000000002';
const EDITOR = 'cccccccc-0000-4000-8000-000000000003';
const READER = 'cccccccc-0000-4000-8000-000000000004';

const annsTag = (shared: boolean, roles: string[]): TagAccess => ({ author: ANN, shared, roles });
const bob = (roleIds: string[], isAdmin = false): TagViewer => ({ userId: BOB, isAdmin, roleIds });
const ann: TagViewer = { userId: ANN, isAdmin: false, roleIds: [] };

describe('canSeeTag', () => {
  const cases: Array<[string, TagAccess, TagViewer, boolean]> = [
    ['the author, private tag', annsTag(false, []), ann, true],
    ['the author, shared with roles they lack', annsTag(true, [EDITOR]), ann, true],
    ['another user, private tag', annsTag(false, []), bob([]), false],
    ['another user holding a role of a private tag', annsTag(false, [EDITOR]), bob([EDITOR]), false],
    ['another user holding a role of a shared tag', annsTag(true, [EDITOR]), bob([EDITOR]), true],
    ['holding one of several roles', annsTag(true, [READER, EDITOR]), bob([EDITOR]), true],
    ['holding another role', annsTag(true, [EDITOR]), bob([READER]), false],
    ['shared with no roles: nobody else', annsTag(true, []), bob([EDITOR, READER]), false],
    ['an administrator, private tag', annsTag(false, []), bob([], true), true],
  ];
  it.each(cases)('%s', (_name, tag, viewer, expected) => {
    expect(canSeeTag(tag, viewer)).toBe(expected);
  });
});

describe('canChangeTag', () => {
  const cases: Array<[string, TagViewer, boolean]> = [
    ['the author', ann, true],
    ['an administrator', bob([], true), true],
    ['a user who sees it through a role', bob([EDITOR]), false],
  ];
  it.each(cases)('%s', (_name, viewer, expected) => {
    expect(canChangeTag(annsTag(true, [EDITOR]), viewer)).toBe(expected);
  });
});
