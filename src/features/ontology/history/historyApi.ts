import { apiFetch } from '../../../api/apiFetch';
import {
  historyPageSchema,
  revertResultSchema,
  type HistoryPage,
  type RevertResult,
} from '../../../../realtime/protocol/ontology/history';

/** One page of an entity's changes, newest first; `before` continues after the last seq shown. */
export async function loadHistory(entityId: string, options: { before?: string; limit?: number; lang?: string }): Promise<HistoryPage> {
  const query = new URLSearchParams();
  if (options.before) query.set('before', options.before);
  if (options.limit) query.set('limit', String(options.limit));
  if (options.lang) query.set('lang', options.lang);
  const suffix = query.size ? `?${query.toString()}` : '';
  return historyPageSchema.parse(await apiFetch<unknown>(`history/${entityId}${suffix}`));
}

/** Applies the inverse of a change; a 409 (changed since) comes back as a KnownApiError with status 409. */
export async function revertChange(seq: string, force = false): Promise<RevertResult> {
  return revertResultSchema.parse(await apiFetch<unknown>('history/revert', { body: force ? { seq, force } : { seq }, noLog: true }));
}
