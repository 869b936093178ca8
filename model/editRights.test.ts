import { describe, expect, it } from 'vitest';
import { editRightsFrom, mayEditIn, mayEditSomething, NO_EDIT_RIGHTS, sameRights } from './editRights';

const base = { isAdmin: false, isPublic: false, roleCodes: [] as string[], editorMaps: [] as string[] };

describe('editRightsFrom', () => {
  it.each([
    ['no role', base, { all: false, maps: [] }],
    ['reader', { ...base, roleCodes: ['reader'] }, { all: false, maps: [] }],
    ['global editor', { ...base, roleCodes: ['editor'] }, { all: true, maps: [] }],
    ['reader and editor: editor wins', { ...base, roleCodes: ['editor', 'reader'] }, { all: true, maps: [] }],
    ['editor on maps, sorted and unique', { ...base, editorMaps: ['m2', 'm1', 'm2'] }, { all: false, maps: ['m1', 'm2'] }],
    ['administrator', { ...base, isAdmin: true }, { all: true, maps: [] }],
    ['public user, whatever it holds', { ...base, isPublic: true, roleCodes: ['editor'], editorMaps: ['m1'] }, { all: false, maps: [] }],
  ])('%s', (_name, facts, expected) => {
    expect(editRightsFrom(facts)).toEqual(expected);
  });
});

describe('mayEditIn', () => {
  it.each([
    ['everything', { all: true, maps: [] }, [], true],
    ['map editor, entity in the map', { all: false, maps: ['m1'] }, ['m2', 'm1'], true],
    ['map editor, entity elsewhere', { all: false, maps: ['m1'] }, ['m2'], false],
    ['map editor, entity in no map', { all: false, maps: ['m1'] }, [], false],
    ['no rights', NO_EDIT_RIGHTS, ['m1'], false],
  ] as const)('%s', (_name, rights, maps, expected) => {
    expect(mayEditIn(rights, maps)).toBe(expected);
  });

  it('mayEditSomething: only with rights on everything or on a map', () => {
    expect(mayEditSomething(NO_EDIT_RIGHTS)).toBe(false);
    expect(mayEditSomething({ all: false, maps: ['m'] })).toBe(true);
    expect(mayEditSomething({ all: true, maps: [] })).toBe(true);
  });

  it('sameRights ignores the order of maps', () => {
    expect(sameRights({ all: false, maps: ['a', 'b'] }, { all: false, maps: ['b', 'a'] })).toBe(true);
    expect(sameRights({ all: false, maps: ['a'] }, { all: true, maps: [] })).toBe(false);
  });
});
