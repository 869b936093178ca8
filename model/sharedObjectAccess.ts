import { EDITOR_ROLE } from './editRights';

/**
 * Who may read, change and share a shared object (ARCHITECTURE "One way to say who may"; domain
 * spec §3.8, §5): one answer, one table of kinds. Pure over what was read once for a caller
 * (collab-server/access/sharedObjectPolicy.ts loads it): the active roles they hold globally and
 * the role codes they hold on objects through assignments in force — not suspended, not expired,
 * directly or through an osa role. Routes ask it; screens mirror its answer.
 */

/** The general role whose assignment on an object lets a user read it (the editor role: change it too). */
export const READER_ROLE = 'reader';

/** Role codes whose assignment on a document gives edit rights: all of it, or its content only. */
export const DOCUMENT_ROLES = { editor: 'document_editor', contentEditor: 'document_content_editor' } as const;

export type SharedObjectKind = 'search' | 'decision' | 'report' | 'fca' | 'rule' | 'document';

/** What decides a caller's access, read once for any number of objects. */
export type AccessGrants = {
  userId: string;
  isPublic: boolean;
  isAdmin: boolean;
  /** Ids and codes of the active roles held globally. */
  roleIds: ReadonlySet<string>;
  roleCodes: ReadonlySet<string>;
  /** Role codes held on each object by assignments in force. */
  heldOn: ReadonlyMap<string, ReadonlySet<string>>;
};

/** An object as the policy sees it; each area maps its row to this. */
export type SharedObject = {
  kind: SharedObjectKind;
  id: string;
  author: string | null;
  /** Ids of the roles it is shared with: their holders read it (kinds with `sharedRolesRead`). */
  roles?: readonly string[];
  /** The ontology map it belongs to (kinds with `changeOnMap`). */
  mapId?: string | null;
};

/** May read it; may change (save, delete) it; may decide who else reads and changes it. */
export type ObjectAccess = { read: boolean; change: boolean; share: boolean };

export const NO_ACCESS: ObjectAccess = { read: false, change: false, share: false };

/**
 * One kind's rule. Whatever the kind, the public user gets nothing, and administrators and the
 * object's author (its owners) read, change and share it.
 */
export type KindRule = {
  /** Every signed-in user reads every object of the kind. */
  signedInRead: boolean;
  /** Holders of one of these global roles (codes) change every object of the kind. */
  changeAllRoles: readonly string[];
  /** An assignment on the object with one of these role codes lets read it… */
  readOnObject: readonly string[];
  /** …and with one of these, change it. */
  changeOnObject: readonly string[];
  /** An assignment on the object's ontology map with one of these role codes lets change it. */
  changeOnMap: readonly string[];
  /** Holders of a role the object is shared with read it. */
  sharedRolesRead: boolean;
  /** Who shares it: whoever may change it, or only its owners. */
  share: 'changers' | 'owners';
};

const GIVEN_BY_ASSIGNMENT = { readOnObject: [READER_ROLE, EDITOR_ROLE], changeOnObject: [EDITOR_ROLE] } as const;

/** Owners only: the base every kind adds to. */
const NOTHING_MORE: KindRule = { signedInRead: false, changeAllRoles: [], readOnObject: [], changeOnObject: [], changeOnMap: [], sharedRolesRead: false, share: 'changers' };

/**
 * The rules of every kind, kept exactly as each area had them. A new kind (diagram, workflow,
 * course) is its name in SharedObjectKind and one line here, e.g. diagrams given to users like
 * searches and changed by the editors of their ontology map:
 *   diagram: { ...NOTHING_MORE, ...GIVEN_BY_ASSIGNMENT, changeOnMap: [EDITOR_ROLE] },
 * then its area maps its row to { kind: 'diagram', id, author, mapId } and asks accessTo (one
 * object), readScope (a list in SQL) or requireAccess (a route).
 */

export const SHARED_OBJECT_RULES: Record<SharedObjectKind, KindRule> = {
  // saved semantic searches: given to users and shared with roles
  search: { ...NOTHING_MORE, ...GIVEN_BY_ASSIGNMENT, sharedRolesRead: true },
  // decision tables: given to users; the global editor role changes them all
  decision: { ...NOTHING_MORE, ...GIVEN_BY_ASSIGNMENT, changeAllRoles: [EDITOR_ROLE] },
  report: { ...NOTHING_MORE, ...GIVEN_BY_ASSIGNMENT, sharedRolesRead: true },
  fca: { ...NOTHING_MORE, ...GIVEN_BY_ASSIGNMENT, sharedRolesRead: true },
  // OWL rules explain the computed values everybody sees; editors of the ontology (of the rule's map) change them
  rule: { ...NOTHING_MORE, signedInRead: true, changeAllRoles: [EDITOR_ROLE], changeOnMap: [EDITOR_ROLE] },
  // documents are a team's shared knowledge; who edits one besides its author is decided by its owners
  document: { ...NOTHING_MORE, signedInRead: true, changeOnObject: [DOCUMENT_ROLES.editor, DOCUMENT_ROLES.contentEditor], share: 'owners' },
};

const NONE_HELD: ReadonlySet<string> = new Set();

/** The role codes the caller holds on an object by assignments in force. */
export const rolesHeldOn = (grants: AccessGrants, objectId: string | null | undefined): ReadonlySet<string> =>
  (objectId ? grants.heldOn.get(objectId) : undefined) ?? NONE_HELD;

const holdsAny = (held: ReadonlySet<string>, codes: readonly string[]): boolean => codes.some((code) => held.has(code));

/** What the caller may do with the object. */
export function accessTo(grants: AccessGrants, object: SharedObject): ObjectAccess {
  if (grants.isPublic) return NO_ACCESS;
  const rule = SHARED_OBJECT_RULES[object.kind];
  const owner = grants.isAdmin || (object.author !== null && object.author === grants.userId);
  const onObject = rolesHeldOn(grants, object.id);
  const change =
    owner || holdsAny(grants.roleCodes, rule.changeAllRoles) || holdsAny(onObject, rule.changeOnObject) || holdsAny(rolesHeldOn(grants, object.mapId), rule.changeOnMap);
  const read = change || rule.signedInRead || holdsAny(onObject, rule.readOnObject) || (rule.sharedRolesRead && (object.roles ?? []).some((role) => grants.roleIds.has(role)));
  return { read, change, share: rule.share === 'owners' ? owner : change };
}

/**
 * Which objects of a kind the caller reads, for lists filtered in SQL: all of them, or those they
 * author, those given to them (`objects`), those on the maps they edit (`maps`) and those shared
 * with one of their roles (`roles`). Agrees with accessTo(…).read object by object.
 */
export type ReadScope = { all: boolean; author: string | null; objects: string[]; maps: string[]; roles: string[] };

export function readScope(grants: AccessGrants, kind: SharedObjectKind): ReadScope {
  const nothing: ReadScope = { all: false, author: null, objects: [], maps: [], roles: [] };
  if (grants.isPublic) return nothing;
  const rule = SHARED_OBJECT_RULES[kind];
  if (grants.isAdmin || rule.signedInRead || holdsAny(grants.roleCodes, rule.changeAllRoles)) return { ...nothing, all: true };
  const heldWith = (codes: readonly string[]) => [...grants.heldOn].filter(([, held]) => holdsAny(held, codes)).map(([id]) => id);
  return {
    all: false,
    author: grants.userId,
    objects: heldWith([...rule.readOnObject, ...rule.changeOnObject]),
    maps: heldWith(rule.changeOnMap),
    roles: rule.sharedRolesRead ? [...grants.roleIds] : [],
  };
}

/** Grants from the caller's account alone, holding nothing: enough for what depends on no role or assignment. */
export const accountGrants = (who: { userId: string; isAdmin: boolean; isPublic: boolean }): AccessGrants => ({
  ...who,
  isAdmin: who.isAdmin && !who.isPublic,
  roleIds: new Set(),
  roleCodes: new Set(),
  heldOn: new Map(),
});
