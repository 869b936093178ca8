import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * Comments on structured documents (domain spec §3.9, §4, §5, §7; issue 6). A discussion is a
 * thread anchored to a range of one element's content; its first comment carries the anchor and
 * the completed flag, replies follow it. Every change is announced on the hub as DISCUSSION_UPDATE
 * to the document's entity room; viewers then refetch with `POST /api/document/fetchDiscussions/`
 * (debounced 200 ms, §9). Comment text is sanitized on the server before it is stored.
 */

export const COMMENT_LIMITS = {
  /** Characters of a comment as typed (before sanitizing). */
  textMax: 10_000,
  /** Characters of the quoted text kept with a range. */
  quoteMax: 2_000,
  /** Documents asked for at once by fetchDiscussions. */
  documentsMax: 50,
  /** Keys of the free-form params JSON, as text. */
  paramsMax: 10_000,
} as const;

/**
 * Where a discussion is anchored: the element and the character offsets of the selection in its
 * rendered text, with the quoted text so the anchor can be found again after edits.
 */
export const documentRangeSchema = z
  .object({
    elementId: idSchema,
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
    quote: z.string().max(COMMENT_LIMITS.quoteMax),
  })
  .strict()
  .refine((range) => range.end >= range.start, { message: 'end must not be before start', path: ['end'] });
export type DocumentRange = z.infer<typeof documentRangeSchema>;

const commentTextSchema = z.string().trim().min(1, 'the comment is empty').max(COMMENT_LIMITS.textMax);
const paramsSchema = z
  .record(z.string(), z.unknown())
  .refine((params) => JSON.stringify(params).length <= COMMENT_LIMITS.paramsMax, { message: `at most ${COMMENT_LIMITS.paramsMax} characters of params` });

export const commentAuthorSchema = z.object({ id: idSchema, name: z.string() });

/** One comment as the spec names it (§3.9). `text` is sanitized HTML (simple inline formatting only). */
export const commentSchema = z.object({
  id: idSchema,
  discussionId: idSchema,
  text: z.string(),
  /** null once the author's account is gone. */
  author: commentAuthorSchema.nullable(),
  date: z.string(),
  completed: z.boolean(),
  parentId: idSchema.nullable(),
  params: z.record(z.string(), z.unknown()),
  documentRange: documentRangeSchema.nullable(),
  documentYOffset: z.number().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread: its first comment's anchor and state, then every comment in order (the first included). */
export const discussionSchema = z.object({
  id: idSchema,
  documentId: idSchema,
  elementId: idSchema.nullable(),
  documentRange: documentRangeSchema.nullable(),
  documentYOffset: z.number().nullable(),
  completed: z.boolean(),
  author: commentAuthorSchema.nullable(),
  date: z.string(),
  comments: z.array(commentSchema),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const discussionCountsSchema = z.object({ open: z.number().int().nonnegative(), total: z.number().int().nonnegative() });
export type DiscussionCounts = z.infer<typeof discussionCountsSchema>;

// ---- POST /api/document/fetchDiscussions/ ----
export const fetchDiscussionsSchema = z.object({
  documentIds: z.array(idSchema).min(1).max(COMMENT_LIMITS.documentsMax),
  session: z.string().optional(),
});
/** Documents the caller may not read are left out: of `discussions` and of `counts`. */
export const fetchDiscussionsResultSchema = z.object({
  discussions: z.array(discussionSchema),
  counts: z.record(idSchema, discussionCountsSchema),
});
export type FetchDiscussionsResult = z.infer<typeof fetchDiscussionsResultSchema>;

// ---- POST /api/document/discussions: a new discussion on a range ----
export const discussionCreateSchema = z.object({
  documentId: idSchema,
  text: commentTextSchema,
  documentRange: documentRangeSchema,
  documentYOffset: z.number().finite().optional(),
  params: paramsSchema.optional(),
  session: z.string().optional(),
});

// ---- POST /api/document/discussions/:id/comments: a reply ----
export const commentReplySchema = z.object({
  text: commentTextSchema,
  /** The comment answered; the discussion's first comment when not given. */
  parentId: idSchema.optional(),
  params: paramsSchema.optional(),
  session: z.string().optional(),
});

// ---- PATCH /api/document/comments/:id: the author edits their comment ----
export const commentEditSchema = z.object({ text: commentTextSchema, session: z.string().optional() });

/** What every change answers: the discussion as it is now (null once deleted) and the document's counts. */
export const discussionChangeResultSchema = z.object({
  discussion: discussionSchema.nullable(),
  counts: discussionCountsSchema,
});
export type DiscussionChangeResult = z.infer<typeof discussionChangeResultSchema>;
