import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/schema';
import type { DmnDecisionsTable } from '../store/schemaDmn';
import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { EDITOR_ROLE } from '../../model/editRights';
import { userRoleCodes } from '../admin/roles/roleRepository';
import { sharedObjectsOf } from '../admin/assignments/objectSharing';
import { forbidden, notFound } from '../problems/problem';
import { DECISION_MESSAGES } from './decisionMessages';

/**
 * Who may do what with a decision: administrators, its author and holders of the global editor role
 * read and change it; users given it (objectSharing: a reader or editor assignment on it) read it, with
 * the editor role change it too; everybody else — the public user included — neither, and lists show
 * only what the caller may read.
 */

export type DecisionRow = Selectable<DmnDecisionsTable>;
export type DecisionAccess = { read: boolean; edit: boolean };

/** What decides access for one caller, read once for a whole list. */
export type DecisionGrants = { isPublic: boolean; userId: string; editsAll: boolean; readObjects: Set<string>; editObjects: Set<string> };

export async function loadDecisionGrants(db: Kysely<Database>, caller: Caller, objectId?: string): Promise<DecisionGrants> {
  const base = { isPublic: caller.isPublic, userId: caller.user.id };
  if (caller.isPublic) return { ...base, editsAll: false, readObjects: new Set(), editObjects: new Set() };
  if (caller.user.is_admin) return { ...base, editsAll: true, readObjects: new Set(), editObjects: new Set() };
  const [codes, shared] = await Promise.all([userRoleCodes(db, caller.user.id), sharedObjectsOf(db, caller.user.id, objectId)]);
  return { ...base, editsAll: codes.includes(EDITOR_ROLE), readObjects: shared.read, editObjects: shared.edit };
}

export function decisionAccessOf(grants: DecisionGrants, row: Pick<DecisionRow, 'id' | 'author'>): DecisionAccess {
  if (grants.isPublic) return { read: false, edit: false };
  if (grants.editsAll || row.author === grants.userId || grants.editObjects.has(row.id)) return { read: true, edit: true };
  return { read: grants.readObjects.has(row.id), edit: false };
}

export async function findDecisionRow(db: Kysely<Database>, id: string): Promise<DecisionRow | undefined> {
  return db.selectFrom('dmn_decisions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The decision with what the caller may do with it; notFound / forbidden problems otherwise. */
export async function accessibleDecision(ctx: AppContext, caller: Caller, id: string): Promise<{ row: DecisionRow; access: DecisionAccess }> {
  const row = await findDecisionRow(ctx.db, id);
  if (!row) throw notFound(DECISION_MESSAGES.notFound);
  const access = decisionAccessOf(await loadDecisionGrants(ctx.db, caller, id), row);
  if (!access.read) throw forbidden(DECISION_MESSAGES.mayNotRead);
  return { row, access };
}

export async function readableDecision(ctx: AppContext, caller: Caller, id: string): Promise<DecisionRow> {
  return (await accessibleDecision(ctx, caller, id)).row;
}

export async function editableDecision(ctx: AppContext, caller: Caller, id: string): Promise<DecisionRow> {
  const { row, access } = await accessibleDecision(ctx, caller, id);
  if (!access.edit) throw forbidden(DECISION_MESSAGES.mayNotEdit);
  return row;
}
