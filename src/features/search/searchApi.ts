import { apiFetch } from '../../api/apiFetch';
import { searchAnswerSchema, type SearchAnswer, type SearchKind, type SearchScope } from '../../../realtime/protocol/search';

export type SearchRequest = { q: string; kind?: SearchKind | null; scope?: SearchScope; limit: number; offset?: number };

/** GET api/search: ranked matches with highlighted passages and counts by kind. */
export async function runSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q: request.q, limit: String(request.limit) });
  if (request.kind) params.set('kind', request.kind);
  if (request.scope && request.scope !== 'all') params.set('scope', request.scope);
  if (request.offset) params.set('offset', String(request.offset));
  return searchAnswerSchema.parse(await apiFetch<unknown>(`search?${params}`, { signal }));
}
