import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth';
import { META_CLASS } from '../../realtime/protocol/metaModel';
import { callerKind, instanceAccess } from './readAccess';

const caller = (isAdmin: boolean, isPublic = false, id = 'u1'): Caller => ({ user: { id, is_admin: isAdmin } as Caller['user'], session: null, isPublic });
const ALL = { all: true, maps: [] };
const MAP1 = { all: false, maps: ['m1'] };
const NONE = { all: false, maps: [] };
const ordinary = { memberOf: ['Person'], maps: ['m1'], author: 'someone' };

describe('instanceAccess', () => {
  it.each([
    ['an editor of everything', caller(false), ALL, ordinary, true],
    ['an editor of the map it is on', caller(false), MAP1, ordinary, true],
    ['an editor of another map', caller(false), MAP1, { ...ordinary, maps: ['m2'] }, false],
    ['a reader', caller(false), NONE, ordinary, false],
    ['the public user, whatever rights it was given', caller(false, true), ALL, ordinary, false],
    ['a non-admin on a Command', caller(false), ALL, { ...ordinary, memberOf: [META_CLASS.Command] }, false],
    ['an administrator on a Command', caller(true), ALL, { ...ordinary, memberOf: [META_CLASS.Command] }, true],
    ['the author of a saved graph, without rights', caller(false), NONE, { memberOf: [META_CLASS.GraphConfig], maps: [], author: 'u1' }, true],
    ['somebody else on a saved graph', caller(false), MAP1, { memberOf: [META_CLASS.GraphConfig], maps: [], author: 'u2' }, false],
  ])('%s', (_name, who, rights, facts, editable) => {
    expect(instanceAccess(who, rights, facts)).toEqual({ readonly: !editable, canDelete: editable });
  });
});

describe('callerKind', () => {
  it('keeps apart answers whose row flags differ', () => {
    expect(callerKind(caller(false, true), NONE)).toBe('public');
    expect(callerKind(caller(true), ALL)).toBe('admin');
    expect(callerKind(caller(false), ALL)).toBe('editor');
    expect(callerKind(caller(false), { all: false, maps: ['b', 'a'] })).toBe('editor:a,b');
    expect(callerKind(caller(false), NONE)).toBe('reader');
  });
});
