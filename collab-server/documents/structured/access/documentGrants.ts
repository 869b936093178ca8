import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../auth';
import type { DocumentGrant, DocumentGrantRole, DocumentGrants } from '../../../../realtime/protocol/documents/access';
import { invalid, notFound } from '../../../problems';
import { requireAccess } from '../../../access';
import { DOCUMENT_ROLES, documentObject } from './documentAccess';
import { DOCUMENT_OPS, writeDocumentChanges } from '../documentChangeLog';
import { DOCUMENT_MESSAGES } from '../documentMessages';

const ROLE_CODES: Record<DocumentGrantRole, string> = { editor: DOCUMENT_ROLES.editor, contentEditor: DOCUMENT_ROLES.contentEditor };
const roleOfCode = (code: string): DocumentGrantRole | null => (code === DOCUMENT_ROLES.editor ? 'editor' : code === DOCUMENT_ROLES.contentEditor ? 'contentEditor' : null);

/** The document's author, when the caller may manage who edits it (its author and administrators); forbidden or notFound otherwise. */
async function requireManager(ctx: AppContext, caller: Caller, documentId: string): Promise<{ authorId: string | null }> {
  const doc = await ctx.db.selectFrom('documents').select(['id', 'author', 'kind']).where('id', '=', documentId).executeTakeFirst();
  const structured = doc?.kind === 'structured' ? doc : undefined;
  const { row } = await requireAccess(ctx.db, caller, structured, documentObject, 'share', { notFound: DOCUMENT_MESSAGES.notFound(documentId), mayNotShare: DOCUMENT_MESSAGES.accessForbidden });
  return { authorId: row.author };
}

/** The users given a document role on the document, by name. */
export async function listGrants(ctx: AppContext, caller: Caller, documentId: string): Promise<DocumentGrants> {
  await requireManager(ctx, caller, documentId);
  const rows = await ctx.db
    .selectFrom('assignments as a')
    .innerJoin('roles as r', 'r.id', 'a.role_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id as assignmentId', 'u.id as userId', 'u.name', 'u.login', 'r.code'])
    .where('a.obj_id', '=', documentId)
    .where('r.code', 'in', Object.values(ROLE_CODES))
    .orderBy('u.name')
    .execute();
  const grants: DocumentGrant[] = [];
  for (const row of rows) {
    const role = roleOfCode(row.code);
    if (role) grants.push({ assignmentId: row.assignmentId, userId: row.userId, name: row.name || row.login, login: row.login, role });
  }
  return { grants };
}

/**
 * Gives a user (by login) a role on the document, replacing a document role they had on it, in one
 * transaction with its change-log entry: the relay hears of it and reconnects that user's open
 * editors, which then write with the new rights.
 */
export async function grantAccess(ctx: AppContext, caller: Caller, documentId: string, input: { login: string; role: DocumentGrantRole }): Promise<DocumentGrants> {
  const { authorId } = await requireManager(ctx, caller, documentId);
  const user = await ctx.db.selectFrom('users').select(['id']).where('login', '=', input.login).executeTakeFirst();
  if (!user) throw invalid(DOCUMENT_MESSAGES.userNotFound(input.login));
  if (user.id === authorId) throw invalid(DOCUMENT_MESSAGES.grantToAuthor);
  const role = await ctx.db.selectFrom('roles').select('id').where('code', '=', ROLE_CODES[input.role]).executeTakeFirstOrThrow();
  await writeDocumentChanges(ctx, async (trx, logChange) => {
    const held = await trx
      .selectFrom('assignments as a')
      .innerJoin('roles as r', 'r.id', 'a.role_id')
      .select(['a.id', 'r.code'])
      .where('a.obj_id', '=', documentId)
      .where('a.user_id', '=', user.id)
      .where('r.code', 'in', Object.values(ROLE_CODES))
      .execute();
    if (held.length > 0) await trx.deleteFrom('assignments').where('id', 'in', held.map((a) => a.id)).execute();
    await trx.insertInto('assignments').values({ id: randomUUID(), obj_id: documentId, user_id: user.id, role_id: role.id }).execute();
    const before = held[0] ? { userId: user.id, role: roleOfCode(held[0].code) } : null;
    await logChange({ documentId, userId: caller.user.id, tabSessionId: null, op: DOCUMENT_OPS.access, before, after: { userId: user.id, role: input.role } });
  });
  return listGrants(ctx, caller, documentId);
}

/** Takes a grant back; the user reads the document from then on (their open editors reconnect as readers). */
export async function revokeAccess(ctx: AppContext, caller: Caller, documentId: string, assignmentId: string): Promise<DocumentGrants> {
  await requireManager(ctx, caller, documentId);
  const { grants } = await listGrants(ctx, caller, documentId);
  const grant = grants.find((g) => g.assignmentId === assignmentId);
  if (!grant) throw notFound(DOCUMENT_MESSAGES.grantNotFound);
  await writeDocumentChanges(ctx, async (trx, logChange) => {
    await trx.deleteFrom('assignments').where('id', '=', assignmentId).execute();
    await logChange({ documentId, userId: caller.user.id, tabSessionId: null, op: DOCUMENT_OPS.access, before: { userId: grant.userId, role: grant.role }, after: null });
  });
  return listGrants(ctx, caller, documentId);
}
