/**
 * Who may change the ontology (platform spec §6, domain spec §3.8): the `editor` role held
 * globally, or assigned on an ontology map, gives the right to change what belongs to that map;
 * administrators always may; everybody else reads. Shared by the server (which enforces it) and the
 * browser (which offers only what is allowed), so both sides agree.
 */

/** Code of the role that gives edit rights, globally or on an ontology map. */
export const EDITOR_ROLE = 'editor';

export type EditRights = {
  /** Everything: an administrator or a holder of the global editor role. */
  all: boolean;
  /** Ontology maps whose entities may be changed (editor assignments), when not `all`. */
  maps: readonly string[];
};

export const NO_EDIT_RIGHTS: EditRights = { all: false, maps: [] };

export type RightsFacts = {
  isAdmin: boolean;
  isPublic: boolean;
  /** Codes of the user's active global roles. */
  roleCodes: readonly string[];
  /** Maps the user holds a valid editor assignment on. */
  editorMaps: readonly string[];
};

export function editRightsFrom(facts: RightsFacts): EditRights {
  if (facts.isPublic) return NO_EDIT_RIGHTS;
  if (facts.isAdmin || facts.roleCodes.includes(EDITOR_ROLE)) return { all: true, maps: [] };
  return { all: false, maps: [...new Set(facts.editorMaps)].sort() };
}

/** May change at least something: otherwise the ontology is read only for this user. */
export const mayEditSomething = (rights: EditRights): boolean => rights.all || rights.maps.length > 0;

/** May change an entity that belongs to these maps (none: only those who may change everything). */
export const mayEditIn = (rights: EditRights, entityMaps: readonly string[]): boolean =>
  rights.all || entityMaps.some((map) => rights.maps.includes(map));

/** Same rights, whatever order the maps came in: whether a change of rights is worth telling. */
export const sameRights = (a: EditRights, b: EditRights): boolean =>
  a.all === b.all && a.maps.length === b.maps.length && [...a.maps].sort().every((m, i) => [...b.maps].sort()[i] === m);
