import { apiFetch } from '../../../api/apiFetch';
import { idSchema } from '../../../../realtime/protocol/ids';
import {
  computedStateSchema,
  runStartedSchema,
  runStatusSchema,
  type ComputedSetting,
  type ComputedState,
  type RunStart,
  type RunStatus,
} from '../../../../realtime/protocol/dmn';
import { savedSearchListSchema } from '../../../../realtime/protocol/semanticSearch';

/** Running a decision over the ontology (/api/dmn/:id/runs, /api/dmn/runs/:runId, /api/dmn/:id/computed). */

const one = (id: string) => `dmn/${idSchema.parse(id)}`;
const run = (runId: string) => `dmn/runs/${idSchema.parse(runId)}`;

/** Starts a run; answers its id (the run goes on in the background). */
export const startRun = async (id: string, start: RunStart): Promise<string> =>
  runStartedSchema.parse(await apiFetch<unknown>(`${one(id)}/runs`, { method: 'POST', body: start })).runId;

/** The run's state and a page of its rows; polled, so failures are not logged. */
export const loadRun = async (runId: string, page: { offset: number; limit: number }): Promise<RunStatus> =>
  runStatusSchema.parse(await apiFetch<unknown>(`${run(runId)}?offset=${page.offset}&limit=${page.limit}`, { noLog: true }));

export const stopRun = async (runId: string): Promise<RunStatus> => runStatusSchema.parse(await apiFetch<unknown>(run(runId), { method: 'DELETE' }));

export const loadComputed = async (id: string): Promise<ComputedState> => computedStateSchema.parse(await apiFetch<unknown>(`${one(id)}/computed`, { noLog: true }));

/** Turns writing outputs into properties on (a setting) or off (null). */
export const saveComputed = async (id: string, setting: ComputedSetting | null): Promise<ComputedState> =>
  computedStateSchema.parse(await apiFetch<unknown>(`${one(id)}/computed`, { method: 'PUT', body: { setting } }));

export type SavedSearchChoice = { id: string; name: string; rootClass: string; rootClassName: string };

/** The saved semantic searches the caller may read (GET /api/semanticSearch): a run's other source. */
export async function listSavedSearches(): Promise<SavedSearchChoice[]> {
  const { items } = savedSearchListSchema.parse(await apiFetch<unknown>('semanticSearch'));
  return items.map((s) => ({ id: s.id, name: s.name, rootClass: s.rootClass, rootClassName: s.rootClassName }));
}
