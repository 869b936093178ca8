import { describe, expect, it } from 'vitest';
import { EDITOR_ROLE } from './editRights';
import { accessTo, accountGrants, DOCUMENT_ROLES, READER_ROLE, readScope, type AccessGrants, type ObjectAccess, type SharedObject, type SharedObjectKind } from './sharedObjectAccess';

type Holding = { admin?: boolean; public?: boolean; roles?: Array<[id: string, code: string]>; on?: Record<string, string[]> };

const grants = (h: Holding = {}): AccessGrants => ({
  ...accountGrants({ userId: 'u', isAdmin: h.admin ?? false, isPublic: h.public ?? false }),
  roleIds: new Set((h.roles ?? []).map(([id]) => id)),
  roleCodes: new Set((h.roles ?? []).map(([, code]) => code)),
  heldOn: new Map(Object.entries(h.on ?? {}).map(([id, codes]) => [id, new Set(codes)])),
});

const object = (kind: SharedObjectKind, more: Partial<SharedObject> = {}): SharedObject => ({ kind, id: 'o', author: 'a', roles: ['team'], mapId: 'm', ...more });

const NONE: ObjectAccess = { read: false, change: false, share: false };
const READ: ObjectAccess = { read: true, change: false, share: false };
const CHANGE: ObjectAccess = { read: true, change: true, share: false };
const ALL: ObjectAccess = { read: true, change: true, share: true };

const editorRole: [string, string] = ['r-editor', EDITOR_ROLE];
const teamRole: [string, string] = ['team', 'analyst'];

describe('accessTo', () => {
  it.each<[string, SharedObjectKind[], Holding, Partial<SharedObject>, ObjectAccess]>([
    ['a stranger', ['search', 'decision', 'report', 'fca'], {}, {}, NONE],
    ['the author', ['search', 'decision', 'report', 'fca', 'rule', 'document'], {}, { author: 'u' }, ALL],
    ['an administrator', ['search', 'decision', 'report', 'fca', 'rule', 'document'], { admin: true }, {}, ALL],
    ['the public user, even as author and administrator', ['search', 'decision', 'report', 'fca', 'rule', 'document'], { public: true, admin: true }, { author: 'u' }, NONE],
    ['a reader assignment on it', ['search', 'decision', 'report', 'fca'], { on: { o: [READER_ROLE] } }, {}, READ],
    ['an editor assignment on it', ['search', 'decision', 'report', 'fca'], { on: { o: [EDITOR_ROLE] } }, {}, ALL],
    ['an assignment on another object', ['search', 'decision', 'report', 'fca'], { on: { x: [EDITOR_ROLE] } }, {}, NONE],
    ['a holder of a role it is shared with', ['search', 'report', 'fca'], { roles: [teamRole] }, {}, READ],
    ['a role holder with an editor assignment', ['search', 'report', 'fca'], { roles: [teamRole], on: { o: [EDITOR_ROLE] } }, {}, ALL],
    ['an object without an author', ['search', 'decision', 'report', 'fca'], {}, { author: null }, NONE],
    // decisions are not shared with roles; the global editor role changes them all
    ['a holder of a role named on a decision', ['decision'], { roles: [teamRole] }, {}, NONE],
    ['a global editor', ['decision', 'rule'], { roles: [editorRole] }, {}, ALL],
    ['a global editor', ['search', 'report', 'fca'], { roles: [editorRole] }, { roles: [] }, NONE],
    // rules: every signed-in user reads; editors of the rule's map change
    ['a signed-in user', ['rule'], {}, {}, READ],
    ['an editor of the rule’s map', ['rule'], { on: { m: [EDITOR_ROLE] } }, {}, ALL],
    ['an editor of another map', ['rule'], { on: { x: [EDITOR_ROLE] } }, {}, READ],
    ['a map editor, the rule on no map', ['rule'], { on: { m: [EDITOR_ROLE] } }, { mapId: null }, READ],
    ['an editor assignment on the rule itself', ['rule'], { on: { o: [EDITOR_ROLE] } }, {}, READ],
    // documents: every signed-in user reads; document roles change; only owners share
    ['a signed-in user', ['document'], {}, {}, READ],
    ['a document editor', ['document'], { on: { o: [DOCUMENT_ROLES.editor] } }, {}, CHANGE],
    ['a content editor', ['document'], { on: { o: [DOCUMENT_ROLES.contentEditor] } }, {}, CHANGE],
    ['a general editor assignment on a document', ['document'], { on: { o: [EDITOR_ROLE] } }, {}, READ],
    ['a document role on a search', ['search'], { on: { o: [DOCUMENT_ROLES.editor] } }, {}, NONE],
  ])('%s: %j', (_name, kinds, holding, more, expected) => {
    for (const kind of kinds) expect([kind, accessTo(grants(holding), object(kind, more))]).toEqual([kind, expected]);
  });
});

describe('readScope', () => {
  const kinds: SharedObjectKind[] = ['search', 'decision', 'report', 'fca', 'rule', 'document'];
  const holdings: Holding[] = [
    {},
    { admin: true },
    { public: true },
    { roles: [teamRole] },
    { roles: [editorRole] },
    { on: { o: [READER_ROLE] } },
    { on: { o: [EDITOR_ROLE], m: [EDITOR_ROLE] } },
    { on: { o: [DOCUMENT_ROLES.contentEditor] } },
  ];
  const objects: Array<Partial<SharedObject>> = [{}, { author: 'u' }, { roles: [] }, { id: 'x' }, { mapId: null }];
  const inScope = (scope: ReturnType<typeof readScope>, o: SharedObject): boolean =>
    scope.all || o.author === scope.author || scope.objects.includes(o.id) || (o.mapId != null && scope.maps.includes(o.mapId)) || (o.roles ?? []).some((r) => scope.roles.includes(r));

  // lists filter in SQL by the scope, single objects by accessTo: the two must agree
  it.each(kinds)('%s agrees with accessTo', (kind) => {
    for (const holding of holdings)
      for (const more of objects) {
        const o = object(kind, more);
        expect([holding, more, inScope(readScope(grants(holding), kind), o)]).toEqual([holding, more, accessTo(grants(holding), o).read]);
      }
  });
});
