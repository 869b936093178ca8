import type { AccessRights } from '../../../model/documents/elementModel';
import { canEdit } from '../structured';

/**
 * Who may do what with comments (issue 6). Reading a document is enough to comment on it; a
 * discussion is closed and reopened by its author, by whoever may edit the document (they act on
 * what the comment asks) or by an administrator; a comment is edited by its author only and
 * deleted by its author or an administrator.
 */
export type CommentActor = { userId: string; isAdmin: boolean; isPublic: boolean };

export const canComment = (actor: CommentActor, access: AccessRights | null): boolean => !actor.isPublic && access !== null;

export function canCompleteDiscussion(actor: CommentActor, access: AccessRights | null, discussionAuthorId: string | null): boolean {
  if (!canComment(actor, access) || access === null) return false;
  return actor.isAdmin || discussionAuthorId === actor.userId || canEdit(access);
}

export const canEditComment = (actor: CommentActor, access: AccessRights | null, commentAuthorId: string | null): boolean =>
  canComment(actor, access) && commentAuthorId === actor.userId;

export const canDeleteComment = (actor: CommentActor, access: AccessRights | null, commentAuthorId: string | null): boolean =>
  canComment(actor, access) && (actor.isAdmin || commentAuthorId === actor.userId);
