import { apiFetch } from '../../../../api/apiFetch';
import {
  discussionChangeResultSchema,
  fetchDiscussionsResultSchema,
  type DiscussionChangeResult,
  type DocumentRange,
  type FetchDiscussionsResult,
} from '../../../../../realtime/protocol/documents/comments';

/** The browser's side of the comment calls (issue 6); answers parsed with their protocol schemas. */

const enc = encodeURIComponent;
const change = async (path: string, init: { method?: string; body?: unknown }): Promise<DiscussionChangeResult> =>
  discussionChangeResultSchema.parse(await apiFetch<unknown>(path, init));

/** POST document/fetchDiscussions/ (the spec's path, trailing slash included). */
export async function fetchDiscussions(documentIds: string[]): Promise<FetchDiscussionsResult> {
  return fetchDiscussionsResultSchema.parse(await apiFetch<unknown>('document/fetchDiscussions/', { body: { documentIds }, noLog: true }));
}

export const startDiscussion = (input: { documentId: string; text: string; documentRange: DocumentRange; documentYOffset?: number }) =>
  change('document/discussions', { body: input });

export const replyToDiscussion = (discussionId: string, text: string) => change(`document/discussions/${enc(discussionId)}/comments`, { body: { text } });

export const setDiscussionCompleted = (discussionId: string, completed: boolean) =>
  change(`document/discussions/${enc(discussionId)}/${completed ? 'complete' : 'reopen'}`, { body: {} });

export const editComment = (commentId: string, text: string) => change(`document/comments/${enc(commentId)}`, { method: 'PATCH', body: { text } });

export const deleteComment = (commentId: string) => change(`document/comments/${enc(commentId)}`, { method: 'DELETE' });
