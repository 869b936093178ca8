import type { z } from 'zod';
import { apiFetch } from '../../../api/apiFetch';
import { idSchema } from '../../../../realtime/protocol/ids';
import {
  savedSearchListSchema,
  savedSearchSchema,
  searchAnswerSchema,
  searchesForInstanceSchema,
  searchSharingSchema,
  type RunSearch,
  type SaveSearch,
  type SavedSearch,
  type SearchAnswer,
  type SearchSharing,
  type SearchSettings,
} from '../../../../realtime/protocol/semanticSearch';

/** The semantic search calls (/api/semanticSearch…), parsed with the protocol's schemas. */

export type SavedSearchInfo = z.infer<typeof savedSearchListSchema>['items'][number];

const BASE = 'semanticSearch';

export const listSearches = async (): Promise<SavedSearchInfo[]> => savedSearchListSchema.parse(await apiFetch<unknown>(BASE)).items;

export const loadSearch = async (id: string): Promise<SavedSearch> => savedSearchSchema.parse(await apiFetch<unknown>(`${BASE}/${id}`));

export const createSearch = async (search: SaveSearch): Promise<SavedSearch> => savedSearchSchema.parse(await apiFetch<unknown>(BASE, { method: 'POST', body: search }));

export const updateSearch = async (id: string, search: SaveSearch): Promise<SavedSearch> =>
  savedSearchSchema.parse(await apiFetch<unknown>(`${BASE}/${id}`, { method: 'PUT', body: search }));

export const deleteSearch = async (id: string): Promise<void> => {
  await apiFetch<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
};

export const copySearch = async (id: string): Promise<SavedSearch> => savedSearchSchema.parse(await apiFetch<unknown>(`${BASE}/${id}/copy`, { method: 'POST', body: {} }));

export const loadSharing = async (id: string): Promise<SearchSharing> => searchSharingSchema.parse(await apiFetch<unknown>(`${BASE}/${id}/sharing`));

export const saveSharing = async (id: string, sharing: SearchSharing): Promise<SearchSharing> =>
  searchSharingSchema.parse(await apiFetch<unknown>(`${BASE}/${id}/sharing`, { method: 'PUT', body: sharing }));

/** What a run asks besides the search: the page, the order and the table's quick filters. */
export type RunRequest = Omit<RunSearch, 'settings'>;

/** Runs a saved search (`id`), or a draft's settings when the builder has unsaved changes. */
export async function runSearch(target: { id: string } | { settings: SearchSettings }, request: RunRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  const path = 'id' in target ? `${BASE}/${target.id}/run` : `${BASE}/run`;
  const body = 'id' in target ? request : { ...request, settings: target.settings };
  return searchAnswerSchema.parse(await apiFetch<unknown>(path, { method: 'POST', body, signal }));
}

export const searchesForInstance = async (id: string): Promise<z.infer<typeof searchesForInstanceSchema>> =>
  searchesForInstanceSchema.parse(await apiFetch<unknown>(`${BASE}/forInstance/${idSchema.parse(id)}`));
