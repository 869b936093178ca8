import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { FetchDiscussionsResult } from '../../../realtime/protocol/documents/comments';
import { resolveDocumentAccess } from '../structured';
import { countDiscussions, readDiscussions } from './discussionRows';

/**
 * `document/fetchDiscussions`: the discussions of the documents the caller may read, with each
 * one's open and total counts. Documents they may not read are left out silently: a batch asked
 * by a list screen should not fail because one row became private.
 */
export async function fetchDiscussions(ctx: AppContext, caller: Caller, documentIds: readonly string[]): Promise<FetchDiscussionsResult> {
  const unique = [...new Set(documentIds)];
  const access = await Promise.all(unique.map((id) => resolveDocumentAccess(ctx, caller, id)));
  const readable = unique.filter((_, i) => access[i] !== null);
  const discussions = await readDiscussions(ctx.db, readable);
  return { discussions, counts: countDiscussions(discussions, readable) };
}
