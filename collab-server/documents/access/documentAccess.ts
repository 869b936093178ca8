import type { AppContext } from '../../context';
import type { Caller } from '../../auth/caller';
import type { AccessRights } from '../../../model/documents/elementModel';
import { fetchAssignments } from '../../admin/assignments/assignmentFetcher';

/** Role codes whose assignment on a document (object id = document id) gives edit rights. */
export const DOCUMENT_ROLES = { editor: 'document_editor', contentEditor: 'document_content_editor' } as const;

export const FULL_RIGHTS: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: true };
export const READ_ONLY: AccessRights = { readOnly: true, editContentAllowed: false, editStructureAllowed: false };
const CONTENT_ONLY: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };

export type DocumentFacts = { authorId: string | null };

/**
 * Who may do what with a document (domain spec §6; the spec leaves the rule to us):
 * - administrators and the document's author: everything;
 * - a user with an active assignment on the document: role `document_editor` → content and
 *   structure, `document_content_editor` → content only (the stronger one wins when both);
 * - any other signed-in user: read only — documents are a team's shared knowledge;
 * - the public user: nothing here; anonymous visitors see only public publications, through
 *   the public route, so an unpublished draft never leaks.
 * Pure over what was read: `roleCodes` are the codes of the caller's active assignments on it.
 */
export function accessFor(caller: Pick<Caller, 'isPublic'> & { user: { id: string; is_admin: boolean } }, doc: DocumentFacts, roleCodes: readonly string[]): AccessRights | null {
  if (caller.isPublic) return null;
  if (caller.user.is_admin || (doc.authorId !== null && doc.authorId === caller.user.id)) return FULL_RIGHTS;
  if (roleCodes.includes(DOCUMENT_ROLES.editor)) return FULL_RIGHTS;
  if (roleCodes.includes(DOCUMENT_ROLES.contentEditor)) return CONTENT_ONLY;
  return READ_ONLY;
}

/**
 * Whether the caller reads documents at all, for searches over many of them: accessFor gives every
 * signed-in user read access and the public user none. Keep the two together.
 */
export const documentsReadable = (caller: Pick<Caller, 'isPublic'>): boolean => !caller.isPublic;

export const canEdit = (rights: AccessRights): boolean => !rights.readOnly && (rights.editContentAllowed || rights.editStructureAllowed);

/** The caller's rights on a document; null when the document is unknown or invisible to them. */
export async function resolveDocumentAccess(ctx: AppContext, caller: Caller, documentId: string): Promise<AccessRights | null> {
  if (caller.isPublic) return null;
  const doc = await ctx.db.selectFrom('documents').select(['author']).where('id', '=', documentId).executeTakeFirst();
  if (!doc) return null;
  const quick = accessFor(caller, { authorId: doc.author }, []);
  if (!quick || !quick.readOnly) return quick;
  const assignments = await fetchAssignments(ctx.db, { userId: caller.user.id, objectId: documentId, onlyActualAssignments: true });
  return accessFor(caller, { authorId: doc.author }, assignments.map((a) => a.app_role_code));
}
