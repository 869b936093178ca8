import type { AppContext } from '../../../context';
import type { Caller } from '../../../auth';
import type { AccessRights } from '../../../../model/documents/elementModel';
import { accountGrants, DOCUMENT_ROLES } from '../../../../model/sharedObjectAccess';
import { accessTo, loadAccessGrants, readScope, rolesHeldOn, type ObjectAccess, type SharedObject } from '../../../access';

/** Role codes whose assignment on a document (object id = document id) gives edit rights (the policy's table names them). */
export { DOCUMENT_ROLES };

export const FULL_RIGHTS: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: true };
export const READ_ONLY: AccessRights = { readOnly: true, editContentAllowed: false, editStructureAllowed: false };
const CONTENT_ONLY: AccessRights = { readOnly: false, editContentAllowed: true, editStructureAllowed: false };

/** A document as the shared-object policy sees it. */
export const documentObject = (doc: { id: string; author: string | null }): SharedObject => ({ kind: 'document', id: doc.id, author: doc.author });

/**
 * A document's rights (domain spec §3.9, §5 edit rights) from the policy's answer. Who reads and
 * who changes is the policy's (every signed-in user reads; administrators, the author and holders
 * of a document role on it change; the public user nothing — anonymous visitors see only public
 * publications, through the public route). What a change may touch is the documents' own
 * refinement: everything for its owners and `document_editor`, the content alone for
 * `document_content_editor` (the stronger one wins when both). `heldOnDocument`: the role codes of
 * the caller's assignments in force on it.
 */
export function documentRights(access: ObjectAccess, heldOnDocument: ReadonlySet<string>): AccessRights | null {
  if (!access.read) return null;
  if (!access.change) return READ_ONLY;
  return access.share || heldOnDocument.has(DOCUMENT_ROLES.editor) ? FULL_RIGHTS : CONTENT_ONLY;
}

/**
 * Whether the caller reads documents at all, for searches over many of them, without reading their
 * roles: the policy's read scope of documents for their account alone.
 */
export const documentsReadable = (caller: Pick<Caller, 'isPublic'> & { user: { id: string; is_admin: boolean } }): boolean =>
  readScope(accountGrants({ userId: caller.user.id, isAdmin: caller.user.is_admin, isPublic: caller.isPublic }), 'document').all;

export const canEdit = (rights: AccessRights): boolean => !rights.readOnly && (rights.editContentAllowed || rights.editStructureAllowed);

/** The caller's rights on a document; null when the document is unknown or invisible to them. */
export async function resolveDocumentAccess(ctx: AppContext, caller: Caller, documentId: string): Promise<AccessRights | null> {
  if (caller.isPublic) return null;
  const doc = await ctx.db.selectFrom('documents').select(['author']).where('id', '=', documentId).executeTakeFirst();
  if (!doc) return null;
  const grants = await loadAccessGrants(ctx.db, caller, { objects: [documentId] });
  return documentRights(accessTo(grants, documentObject({ id: documentId, author: doc.author })), rolesHeldOn(grants, documentId));
}
