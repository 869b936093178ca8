import { ApiError } from '../../../api/apiFetch';
import { searchPlaceSchema, type SearchPlace } from '../../../../realtime/protocol/semanticSearch';

/** A refusal of a run, save or export, with where in the search it is (when the server said). */
export type PlacedProblem = { message: string; place: SearchPlace | null };

/** The message and `details.place` of a refusal; any other failure by its message only. */
export function placedProblem(error: unknown): PlacedProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return { message, place: null };
  const details = (error.data as { details?: { place?: unknown } }).details;
  const place = searchPlaceSchema.safeParse(details?.place);
  return { message, place: place.success ? place.data : null };
}

/** Whether a problem is at this place of the search. */
export const isAt = (problem: PlacedProblem | null, kind: SearchPlace['kind'], id: string): boolean => problem?.place?.kind === kind && problem.place.id === id;
