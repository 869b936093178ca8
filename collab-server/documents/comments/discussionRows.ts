import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import { documentRangeSchema, type Comment, type Discussion, type DiscussionCounts } from '../../../realtime/protocol/documents/comments';

export type CommentsDb = Kysely<Database> | Transaction<Database>;

/** Comments with their authors' names, as every read of comments selects them (oldest first). */
export function selectComments(db: CommentsDb) {
  return db
    .selectFrom('document_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author')
    .select([
      'c.id',
      'c.document_id',
      'c.discussion_id',
      'c.parent_id',
      'c.element_id',
      'c.text',
      'c.author',
      'u.name as author_name',
      'c.completed',
      'c.params',
      'c.document_range',
      'c.document_y_offset',
      'c.created_at',
    ])
    .orderBy('c.created_at')
    .orderBy('c.id');
}

export type CommentRow = {
  id: string;
  document_id: string;
  discussion_id: string;
  parent_id: string | null;
  element_id: string | null;
  text: string;
  author: string | null;
  author_name: string | null;
  completed: boolean;
  params: unknown;
  document_range: unknown;
  document_y_offset: number | string | null;
  created_at: Date | string;
};

// jsonb arrives parsed from one driver and as text from another
const fromJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function presentComment(row: CommentRow): Comment {
  const params = fromJson(row.params);
  // a range stored by an older client that no longer parses is shown unanchored rather than failing the list
  const range = documentRangeSchema.safeParse(fromJson(row.document_range));
  return {
    id: row.id,
    discussionId: row.discussion_id,
    text: row.text,
    author: row.author ? { id: row.author, name: row.author_name ?? '' } : null,
    date: new Date(row.created_at).toISOString(),
    completed: row.completed,
    parentId: row.parent_id,
    params: params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {},
    documentRange: range.success ? range.data : null,
    documentYOffset: row.document_y_offset === null ? null : Number(row.document_y_offset),
  };
}

/**
 * Comment rows (oldest first) into discussions: the first comment (id = discussion id) gives the
 * thread its anchor, author and state; replies follow in order. Replies whose first comment is
 * missing are left out: their discussion was deleted while they were read.
 */
export function groupDiscussions(rows: readonly CommentRow[]): Discussion[] {
  const byId = new Map<string, Discussion>();
  const replies: CommentRow[] = [];
  for (const row of rows) {
    if (row.id !== row.discussion_id) {
      replies.push(row);
      continue;
    }
    const first = presentComment(row);
    byId.set(row.id, {
      id: row.id,
      documentId: row.document_id,
      elementId: row.element_id,
      documentRange: first.documentRange,
      documentYOffset: first.documentYOffset,
      completed: row.completed,
      author: first.author,
      date: first.date,
      comments: [first],
    });
  }
  for (const row of replies) byId.get(row.discussion_id)?.comments.push(presentComment(row));
  return [...byId.values()];
}

/** Open and total discussions of each document asked for (zeros for one without any). */
export function countDiscussions(discussions: readonly Discussion[], documentIds: readonly string[]): Record<string, DiscussionCounts> {
  const counts: Record<string, DiscussionCounts> = {};
  for (const id of documentIds) counts[id] = { open: 0, total: 0 };
  for (const d of discussions) {
    const count = counts[d.documentId];
    if (!count) continue;
    count.total += 1;
    if (!d.completed) count.open += 1;
  }
  return counts;
}

/** The discussions of these documents with every comment. */
export async function readDiscussions(db: CommentsDb, documentIds: readonly string[]): Promise<Discussion[]> {
  if (documentIds.length === 0) return [];
  return groupDiscussions(await selectComments(db).where('c.document_id', 'in', [...documentIds]).execute());
}

/** One discussion as it is now, or null once it is gone. */
export async function readDiscussion(db: CommentsDb, discussionId: string): Promise<Discussion | null> {
  return groupDiscussions(await selectComments(db).where('c.discussion_id', '=', discussionId).execute())[0] ?? null;
}

/** A document's counts, read with one aggregate rather than every comment. */
export async function readCounts(db: CommentsDb, documentId: string): Promise<DiscussionCounts> {
  const row = await db
    .selectFrom('document_comments')
    .select((eb) => [eb.fn.countAll().as('total'), eb.fn.countAll().filterWhere('completed', '=', false).as('open')])
    .where('document_id', '=', documentId)
    .whereRef('id', '=', 'discussion_id')
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), total: Number(row?.total ?? 0) };
}
