import { ApiError } from '../../../../api/apiFetch';

/**
 * Why a saved search could not be shown: the reader may not read it (or it is gone — to a reader
 * the two look alike, §8), or it failed for a reason of its own (a deleted class or property: the
 * server's message names the place).
 */
export type SearchProblem = { kind: 'unreadable' } | { kind: 'failed'; message: string };

export function searchProblemOf(error: unknown): SearchProblem {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return { kind: 'unreadable' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
