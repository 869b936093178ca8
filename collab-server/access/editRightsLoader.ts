import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { userRoleCodes } from './roleHolders';
import { fetchAssignments } from './assignmentFetcher';
import { EDITOR_ROLE, editRightsFrom, NO_EDIT_RIGHTS, type EditRights } from '../../model/editRights';

/** The maps the user holds a valid editor assignment on (directly or through an osa role). */
async function editorMaps(db: Kysely<Database>, userId: string): Promise<string[]> {
  const assignments = await fetchAssignments(db, { userId, roleCode: EDITOR_ROLE, onlyActualAssignments: true });
  return assignments.flatMap((a) => (a.object_id ? [a.object_id] : []));
}

/** What the caller may change in the ontology, read fresh: roles and assignments change while sessions live. */
export async function loadEditRights(db: Kysely<Database>, caller: Caller): Promise<EditRights> {
  if (caller.isPublic) return NO_EDIT_RIGHTS;
  if (caller.user.is_admin) return { all: true, maps: [] };
  const roleCodes = await userRoleCodes(db, caller.user.id);
  if (roleCodes.includes(EDITOR_ROLE)) return { all: true, maps: [] };
  return editRightsFrom({ isAdmin: false, isPublic: false, roleCodes, editorMaps: await editorMaps(db, caller.user.id) });
}
