import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import type { FetchedAssignment } from '../../realtime/protocol/admin/assignments';
import { accessTo, accountGrants, type AccessGrants, type ObjectAccess, type SharedObject } from '../../model/sharedObjectAccess';
import { forbidden, notFound } from '../problems';
import { fetchAssignments } from './assignmentFetcher';
import { activeRolesOf } from './roleHolders';

/**
 * The one policy for shared objects (searches, decisions, rules, reports, FCA analyses,
 * documents): the rules are the table in model/sharedObjectAccess.ts; here they meet the store.
 * Grants are read fresh per request — roles and assignments change while sessions live.
 */

export { accessTo, readScope, rolesHeldOn, type AccessGrants, type ObjectAccess, type ReadScope, type SharedObject } from '../../model/sharedObjectAccess';

export type GrantsOptions = {
  /** Read only the assignments on these objects (one object's check); all of the caller's otherwise (a list). */
  objects?: readonly (string | null | undefined)[];
};

/** The caller's assignments in force (not suspended, not expired — domain spec §5), on objects. */
async function assignmentsOf(db: Kysely<Database>, userId: string, objects: readonly string[] | undefined): Promise<FetchedAssignment[]> {
  if (!objects) return fetchAssignments(db, { userId, onlyActualAssignments: true });
  const each = await Promise.all(objects.map((objectId) => fetchAssignments(db, { userId, objectId, onlyActualAssignments: true })));
  return each.flat();
}

/** What decides the caller's access to shared objects: their active global roles and their assignments in force. */
export async function loadAccessGrants(db: Kysely<Database>, caller: Caller, options: GrantsOptions = {}): Promise<AccessGrants> {
  const account = accountGrants({ userId: caller.user.id, isAdmin: caller.user.is_admin, isPublic: caller.isPublic });
  // the public user holds nothing, an administrator needs nothing held
  if (account.isPublic || account.isAdmin) return account;
  const objects = options.objects ? [...new Set(options.objects.filter((id): id is string => !!id))] : undefined;
  const [roles, assignments] = await Promise.all([activeRolesOf(db, caller.user.id), assignmentsOf(db, caller.user.id, objects)]);
  const heldOn = new Map<string, Set<string>>();
  for (const a of assignments) {
    if (a.object_id === null) continue;
    const held = heldOn.get(a.object_id) ?? new Set<string>();
    held.add(a.app_role_code);
    heldOn.set(a.object_id, held);
  }
  return { ...account, roleIds: new Set(roles.map((r) => r.id)), roleCodes: new Set(roles.map((r) => r.code)), heldOn };
}

/** What the caller may do with one object, its grants read for it alone. */
export async function loadAccessTo(db: Kysely<Database>, caller: Caller, object: SharedObject): Promise<ObjectAccess> {
  return accessTo(await loadAccessGrants(db, caller, { objects: [object.id, object.mapId] }), object);
}

/**
 * A kind's refusals, in its own words. Without `mayNotRead` an object the caller may not read is
 * answered as not found: its existence (and name) is not told.
 */
export type Refusals = { notFound: string; mayNotRead?: string; mayNotChange?: string; mayNotShare?: string };

export function requireRead(access: ObjectAccess, refusals: Refusals): void {
  if (access.read) return;
  throw refusals.mayNotRead === undefined ? notFound(refusals.notFound) : forbidden(refusals.mayNotRead);
}

export function requireChange(access: ObjectAccess, refusals: Refusals): void {
  requireRead(access, refusals);
  if (!access.change) throw forbidden(refusals.mayNotChange);
}

export function requireShare(access: ObjectAccess, refusals: Refusals): void {
  requireRead(access, refusals);
  if (!access.share) throw forbidden(refusals.mayNotShare ?? refusals.mayNotChange);
}

export type Wanted = 'read' | 'change' | 'share';
const REQUIRE: Record<Wanted, (access: ObjectAccess, refusals: Refusals) => void> = { read: requireRead, change: requireChange, share: requireShare };

/**
 * A row an area loaded (null or undefined: none), if the caller may do what is wanted with it, and all
 * they may do; notFound / forbidden problems in the kind's words otherwise.
 */
export async function requireAccess<Row>(
  db: Kysely<Database>,
  caller: Caller,
  row: Row | null | undefined,
  objectOf: (row: Row) => SharedObject,
  wanted: Wanted,
  refusals: Refusals,
): Promise<{ row: Row; access: ObjectAccess }> {
  if (row === null || row === undefined) throw notFound(refusals.notFound);
  const access = await loadAccessTo(db, caller, objectOf(row));
  REQUIRE[wanted](access, refusals);
  return { row, access };
}
