import { apiFetch, ApiError } from '../../../api/apiFetch';
import { apiUrl } from '../../../api/basePath';
import { readApiAnswer } from '../../../api/apiAnswer';
import { UnknownApiError } from '../../../api/apiErrors';
import { fileNameOf, saveFile } from '../../../api/download';
import { tokenStore } from '../../../api/auth/tokenStore';
import { idSchema } from '../../../../realtime/protocol/ids';
import {
  decisionComparisonSchema,
  decisionConflictSchema,
  decisionListSchema,
  decisionSchema,
  dmnProblemSchema,
  type Decision,
  type DecisionComparison,
  type DecisionConflict,
  type DecisionCreate,
  type DecisionList,
  type DecisionListQuery,
  type DecisionSave,
  type DmnProblem,
  type DmnVersion,
} from '../../../../realtime/protocol/dmn';

/** The decisions calls (/api/dmn…), every answer parsed with the protocol's schemas. */

const BASE = 'dmn';
const one = (id: string) => `${BASE}/${idSchema.parse(id)}`;

function queryString(query: Partial<DecisionListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listDecisions = async (query: Partial<DecisionListQuery> = {}): Promise<DecisionList> =>
  decisionListSchema.parse(await apiFetch<unknown>(`${BASE}${queryString(query)}`));

export const loadDecision = async (id: string): Promise<Decision> => decisionSchema.parse(await apiFetch<unknown>(one(id)));

/** A new decision: empty (name and hit policy) or imported from a DMN 1.3 or 1.5 file (`xml`). */
export const createDecision = async (create: Partial<DecisionCreate>): Promise<Decision> =>
  decisionSchema.parse(await apiFetch<unknown>(BASE, { method: 'POST', body: create }));

export const importDecision = (xml: string): Promise<Decision> => createDecision({ xml });

export type SaveOutcome = { saved: Decision } | { conflict: DecisionConflict };

/** Saves the editor's state; a colleague's save since `revision` comes back as the conflict, not thrown. */
export async function saveDecision(id: string, save: DecisionSave): Promise<SaveOutcome> {
  try {
    return { saved: decisionSchema.parse(await apiFetch<unknown>(one(id), { method: 'PUT', body: save, noLog: true })) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const conflict = decisionConflictSchema.safeParse(error.data);
      if (conflict.success) return { conflict: conflict.data };
    }
    throw error;
  }
}

export const deleteDecision = async (id: string): Promise<void> => {
  await apiFetch<unknown>(one(id), { method: 'DELETE' });
};

/** The decision's family (every version), by version number. */
export const listVersions = async (id: string): Promise<DecisionList> => decisionListSchema.parse(await apiFetch<unknown>(`${one(id)}/versions`));

export const createVersion = async (id: string, name?: string): Promise<Decision> =>
  decisionSchema.parse(await apiFetch<unknown>(`${one(id)}/versions`, { method: 'POST', body: name ? { name } : {} }));

/** Makes version `from` the newest again (a new version copied from it). */
export const restoreVersion = async (id: string, from: string): Promise<Decision> =>
  decisionSchema.parse(await apiFetch<unknown>(`${one(id)}/restore`, { method: 'POST', body: { from: idSchema.parse(from) } }));

export const compareDecisions = async (id: string, other: string): Promise<DecisionComparison> =>
  decisionComparisonSchema.parse(await apiFetch<unknown>(`${one(id)}/compare/${idSchema.parse(other)}`));

/** GET …/export?version= as a download under the server's file name (named after the decision). */
export async function downloadDecision(id: string, version: DmnVersion, fallbackName: string): Promise<string> {
  const path = `${one(id)}/export?version=${version}`;
  const authorization = tokenStore.authorization();
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { headers: authorization ? { authorization } : {} });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!res.ok) readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, `GET ${path}`);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  saveFile(await res.blob(), name);
  return name;
}

/** A refused save or import as the server explained it: the message and, when it knows, where (rule, column, position). */
export function dmnProblemOf(error: unknown): DmnProblem {
  if (error instanceof ApiError) {
    const parsed = dmnProblemSchema.safeParse(error.data);
    if (parsed.success) return parsed.data;
  }
  return { error: error instanceof Error ? error.message : String(error) };
}
