import { apiFetch } from '../../api/apiFetch';
import {
  reportListSchema,
  reportSchema,
  reportSharingSchema,
  type Report,
  type ReportSharing,
  type ReportSharingInput,
  type ReportSummary,
  type SaveReport,
} from '../../../realtime/protocol/reports';
import { savedSearchListSchema, savedSearchSchema, searchAnswerSchema, type SavedSearch, type SavedSearchList, type SearchAnswer } from '../../../realtime/protocol/semanticSearch';

/** The reports calls (/api/reports…) and the saved-search calls a report reads its sources with. */

export const listReports = async (): Promise<ReportSummary[]> => reportListSchema.parse(await apiFetch<unknown>('reports')).items;
export const loadReport = async (id: string): Promise<Report> => reportSchema.parse(await apiFetch<unknown>(`reports/${id}`));
export const createReport = async (input: SaveReport): Promise<Report> => reportSchema.parse(await apiFetch<unknown>('reports', { method: 'POST', body: input }));
export const saveReport = async (id: string, input: SaveReport): Promise<Report> => reportSchema.parse(await apiFetch<unknown>(`reports/${id}`, { method: 'PUT', body: input }));
export const copyReport = async (id: string): Promise<Report> => reportSchema.parse(await apiFetch<unknown>(`reports/${id}/copy`, { method: 'POST', body: {} }));
export const deleteReport = async (id: string): Promise<void> => {
  await apiFetch<unknown>(`reports/${id}`, { method: 'DELETE' });
};
export const loadSharing = async (id: string): Promise<ReportSharing> => reportSharingSchema.parse(await apiFetch<unknown>(`reports/${id}/sharing`));
export const saveSharing = async (id: string, input: ReportSharingInput): Promise<ReportSharing> =>
  reportSharingSchema.parse(await apiFetch<unknown>(`reports/${id}/sharing`, { method: 'PUT', body: input }));

export type SearchInfo = SavedSearchList['items'][number];
/** The saved searches the caller may read: what the designer offers as sources. */
export const listReadableSearches = async (): Promise<SearchInfo[]> => savedSearchListSchema.parse(await apiFetch<unknown>('semanticSearch')).items;
export const loadSearch = async (id: string): Promise<SavedSearch> => savedSearchSchema.parse(await apiFetch<unknown>(`semanticSearch/${id}`, { noLog: true }));

/** One page of a saved search's answer (errors not logged: an unreadable source is expected). */
export const runSearchPage = async (id: string, offset: number, limit: number, signal?: AbortSignal): Promise<SearchAnswer> =>
  searchAnswerSchema.parse(await apiFetch<unknown>(`semanticSearch/${id}/run`, { method: 'POST', body: { limit, offset }, signal, noLog: true }));

