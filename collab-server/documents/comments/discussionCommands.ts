import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { AccessRights } from '../../../model/documents/elementModel';
import type { commentReplySchema, discussionCreateSchema, DiscussionChangeResult } from '../../../realtime/protocol/documents/comments';
import type { DiscussionUpdate } from '../../../realtime/protocol/hubEvents';
import { entityRoom } from '../../../realtime/protocol/hubEvents';
import { resolveDocumentAccess } from '../structured';
import { invalid, forbidden, notFound } from '../../problems';
import { hasWords, sanitizeCommentText } from './commentText';
import { canComment, canCompleteDiscussion, canDeleteComment, canEditComment, type CommentActor } from './commentPolicy';
import { readCounts, readDiscussion, type CommentsDb } from './discussionRows';

export const COMMENT_MESSAGES = {
  documentNotFound: 'Документ не найден',
  discussionNotFound: 'Обсуждение не найдено',
  commentNotFound: 'Комментарий не найден',
  elementNotInDocument: 'Комментируемый элемент не найден в документе',
  empty: 'Комментарий пуст',
  notAllowedComplete: 'Завершить или возобновить обсуждение может его автор, редактор документа или администратор',
  notAllowedEdit: 'Изменить комментарий может только его автор',
  notAllowedDelete: 'Удалить комментарий может его автор или администратор',
  notAllowedComment: 'Комментировать могут только вошедшие пользователи, которым доступен документ',
} as const;

const actorOf = (caller: Caller): CommentActor => ({ userId: caller.user.id, isAdmin: caller.user.is_admin, isPublic: caller.isPublic });

/** The caller's rights on the document, or notFound when they may not see it (nothing about it leaks). */
async function accessOrNotFound(ctx: AppContext, caller: Caller, documentId: string): Promise<AccessRights> {
  const access = await resolveDocumentAccess(ctx, caller, documentId);
  if (!access) throw notFound(COMMENT_MESSAGES.documentNotFound);
  if (!canComment(actorOf(caller), access)) throw forbidden(COMMENT_MESSAGES.notAllowedComment);
  return access;
}

function cleanText(typed: string): string {
  const text = sanitizeCommentText(typed);
  if (!hasWords(text)) throw invalid(COMMENT_MESSAGES.empty);
  return text;
}

type CommentFacts = { id: string; document_id: string; discussion_id: string; author: string | null };

async function findComment(db: CommentsDb, id: string): Promise<CommentFacts | undefined> {
  return db.selectFrom('document_comments').select(['id', 'document_id', 'discussion_id', 'author']).where('id', '=', id).executeTakeFirst();
}

/** Reads the result inside the change's transaction, then tells every viewer of the document after it commits. */
async function changeAndAnnounce(
  ctx: AppContext,
  documentId: string,
  discussionId: string,
  kind: DiscussionUpdate['kind'],
  write: (trx: CommentsDb) => Promise<void>,
): Promise<DiscussionChangeResult> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    await write(trx);
    return { discussion: await readDiscussion(trx, discussionId), counts: await readCounts(trx, documentId) };
  });
  ctx.hub.toRoom(entityRoom(documentId), 'DISCUSSION_UPDATE', { documentId, discussionId, kind, ...result.counts });
  return result;
}

/** A new discussion anchored to a range of one element of the document. */
export async function createDiscussion(ctx: AppContext, caller: Caller, input: z.infer<typeof discussionCreateSchema>): Promise<DiscussionChangeResult> {
  await accessOrNotFound(ctx, caller, input.documentId);
  const text = cleanText(input.text);
  const element = await ctx.db
    .selectFrom('document_elements')
    .select('inner_id')
    .where('document_id', '=', input.documentId)
    .where('inner_id', '=', input.documentRange.elementId)
    .executeTakeFirst();
  if (!element) throw invalid(COMMENT_MESSAGES.elementNotInDocument);
  const id = randomUUID();
  return changeAndAnnounce(ctx, input.documentId, id, 'created', async (trx) => {
    await trx
      .insertInto('document_comments')
      .values({
        id,
        document_id: input.documentId,
        discussion_id: id,
        parent_id: null,
        element_id: input.documentRange.elementId,
        text,
        author: caller.user.id,
        params: JSON.stringify(input.params ?? {}),
        document_range: JSON.stringify(input.documentRange),
        document_y_offset: input.documentYOffset ?? null,
      })
      .execute();
  });
}

/** A reply in a discussion (to its first comment unless another comment of it is named). */
export async function replyToDiscussion(ctx: AppContext, caller: Caller, discussionId: string, input: z.infer<typeof commentReplySchema>): Promise<DiscussionChangeResult> {
  const first = await findComment(ctx.db, discussionId);
  if (!first || first.discussion_id !== first.id) throw notFound(COMMENT_MESSAGES.discussionNotFound);
  await accessOrNotFound(ctx, caller, first.document_id);
  const text = cleanText(input.text);
  if (input.parentId && input.parentId !== discussionId) {
    const parent = await findComment(ctx.db, input.parentId);
    if (!parent || parent.discussion_id !== discussionId) throw invalid(COMMENT_MESSAGES.commentNotFound);
  }
  return changeAndAnnounce(ctx, first.document_id, discussionId, 'commented', async (trx) => {
    await trx
      .insertInto('document_comments')
      .values({
        id: randomUUID(),
        document_id: first.document_id,
        discussion_id: discussionId,
        parent_id: input.parentId ?? discussionId,
        element_id: null,
        text,
        author: caller.user.id,
        params: JSON.stringify(input.params ?? {}),
        document_range: null,
        document_y_offset: null,
      })
      .execute();
  });
}

/** The author rewrites their comment. */
export async function editComment(ctx: AppContext, caller: Caller, commentId: string, typed: string): Promise<DiscussionChangeResult> {
  const comment = await findComment(ctx.db, commentId);
  if (!comment) throw notFound(COMMENT_MESSAGES.commentNotFound);
  const access = await accessOrNotFound(ctx, caller, comment.document_id);
  if (!canEditComment(actorOf(caller), access, comment.author)) throw forbidden(COMMENT_MESSAGES.notAllowedEdit);
  const text = cleanText(typed);
  return changeAndAnnounce(ctx, comment.document_id, comment.discussion_id, 'commented', async (trx) => {
    await trx.updateTable('document_comments').set({ text }).where('id', '=', commentId).execute();
  });
}

/** Deletes a reply, or, when it is the discussion's first comment, the whole discussion. */
export async function deleteComment(ctx: AppContext, caller: Caller, commentId: string): Promise<DiscussionChangeResult> {
  const comment = await findComment(ctx.db, commentId);
  if (!comment) throw notFound(COMMENT_MESSAGES.commentNotFound);
  const access = await accessOrNotFound(ctx, caller, comment.document_id);
  if (!canDeleteComment(actorOf(caller), access, comment.author)) throw forbidden(COMMENT_MESSAGES.notAllowedDelete);
  return changeAndAnnounce(ctx, comment.document_id, comment.discussion_id, 'deleted', async (trx) => {
    const whole = comment.id === comment.discussion_id;
    await trx
      .deleteFrom('document_comments')
      .where(whole ? 'discussion_id' : 'id', '=', comment.id)
      .execute();
  });
}

/** Completes (closes) or reopens a discussion. */
export async function setDiscussionCompleted(ctx: AppContext, caller: Caller, discussionId: string, completed: boolean): Promise<DiscussionChangeResult> {
  const first = await findComment(ctx.db, discussionId);
  if (!first || first.discussion_id !== first.id) throw notFound(COMMENT_MESSAGES.discussionNotFound);
  const access = await accessOrNotFound(ctx, caller, first.document_id);
  if (!canCompleteDiscussion(actorOf(caller), access, first.author)) throw forbidden(COMMENT_MESSAGES.notAllowedComplete);
  return changeAndAnnounce(ctx, first.document_id, discussionId, completed ? 'completed' : 'reopened', async (trx) => {
    await trx.updateTable('document_comments').set({ completed }).where('id', '=', discussionId).execute();
  });
}
