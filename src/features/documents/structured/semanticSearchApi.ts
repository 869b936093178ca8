import { apiFetch } from '../../../api/apiFetch';
import {
  savedSearchListSchema,
  savedSearchSchema,
  searchAnswerSchema,
  type RunSearch,
  type SavedSearch,
  type SavedSearchList,
  type SearchAnswer,
} from '../../../../realtime/protocol/semanticSearch';

/**
 * What structured documents ask of saved semantic searches (/api/semanticSearch): the list to pick
 * one from, one search's settings, and a run of it. Answers are parsed with the protocol's schemas.
 */

const enc = encodeURIComponent;

export type SearchSummary = SavedSearchList['items'][number];

/** The saved searches the caller may read. */
export async function listReadableSearches(): Promise<SearchSummary[]> {
  return savedSearchListSchema.parse(await apiFetch<unknown>('semanticSearch')).items;
}

export async function getSearch(id: string): Promise<SavedSearch> {
  // a search the reader may not read is an expected answer here, shown in its place (§8)
  return savedSearchSchema.parse(await apiFetch<unknown>(`semanticSearch/${enc(id)}`, { noLog: true }));
}

export async function runSavedSearch(id: string, input: Partial<Omit<RunSearch, 'settings'>>, signal?: AbortSignal): Promise<SearchAnswer> {
  return searchAnswerSchema.parse(await apiFetch<unknown>(`semanticSearch/${enc(id)}/run`, { body: input, noLog: true, signal }));
}
