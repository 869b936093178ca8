import { apiFetch } from '../../../api/apiFetch';
import { apiUrl } from '../../../api/basePath';
import { tokenStore } from '../../../api/auth/tokenStore';
import { readApiAnswer } from '../../../api/apiAnswer';
import { ApiError, UnknownApiError } from '../../../api/apiErrors';
import { fileNameOf, saveFile } from '../../../api/download';
import { idSchema } from '../../../../realtime/protocol/ids';
import { uiLanguage } from '../../ontology';
import {
  contextAnswerSchema,
  fcaEntrySchema,
  fcaSharingSchema,
  fcaListSchema,
  fcaRunSchema,
  uploadProblemSchema,
  type ContextAnswer,
  type FcaEntry,
  type FcaRun,
  type FcaSharing,
  type FcaSharingInput,
  type FcaSummary,
  type OntologyContextSettings,
  type SaveFca,
} from '../../../../realtime/protocol/fca';
import { savedSearchListSchema } from '../../../../realtime/protocol/semanticSearch';

/** The formal concept analysis calls (/api/fca…). */

const one = (id: string) => `fca/${idSchema.parse(id)}`;

export const listFca = async (): Promise<FcaSummary[]> => fcaListSchema.parse(await apiFetch<unknown>('fca')).items;
export const loadFca = async (id: string): Promise<FcaEntry> => fcaEntrySchema.parse(await apiFetch<unknown>(one(id)));
export const createFca = async (input: SaveFca): Promise<FcaEntry> => fcaEntrySchema.parse(await apiFetch<unknown>('fca', { method: 'POST', body: input }));
export const saveFca = async (id: string, input: SaveFca): Promise<FcaEntry> => fcaEntrySchema.parse(await apiFetch<unknown>(one(id), { method: 'PUT', body: input }));
export const deleteFca = async (id: string): Promise<void> => {
  await apiFetch<unknown>(one(id), { method: 'DELETE' });
};

export type SearchChoice = { id: string; name: string; rootClass: string };
/** The saved semantic searches the caller may read: the other place objects come from. */
export async function listSearchChoices(): Promise<SearchChoice[]> {
  const { items } = savedSearchListSchema.parse(await apiFetch<unknown>('semanticSearch'));
  return items.map((s) => ({ id: s.id, name: s.name, rootClass: s.rootClass }));
}

/** The entry's context as it is now (an ontology context is built afresh each time). */
export const loadContext = async (id: string, signal?: AbortSignal): Promise<ContextAnswer> =>
  contextAnswerSchema.parse(await apiFetch<unknown>(`${one(id)}/context?lang=${uiLanguage()}`, { signal }));

/** The context a builder's settings would give, before saving (errors are the builder's to show, not to log). */
export const previewContext = async (settings: OntologyContextSettings, signal?: AbortSignal): Promise<ContextAnswer> =>
  contextAnswerSchema.parse(await apiFetch<unknown>('fca/context-preview', { method: 'POST', body: { settings, lang: uiLanguage() }, signal, noLog: true }));

/** Downloads the entry's context as a Burmeister .cxt file (a fetch: the token travels in a header, not in a link). */
export async function downloadCxt(id: string, fallbackName: string): Promise<void> {
  const path = `${one(id)}/context.cxt?lang=${uiLanguage()}`;
  const res = await fetch(apiUrl(path), { headers: authHeaders() });
  const text = await res.text();
  if (!res.ok) readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text }, `GET ${path}`);
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileNameOf(res.headers.get('content-disposition'), `${fallbackName}.cxt`));
}

export const startServerRun = async (id: string): Promise<FcaRun> => fcaRunSchema.parse(await apiFetch<unknown>(`${one(id)}/runs`, { method: 'POST', body: { implications: true, lang: uiLanguage() } }));
/** The entry's newest server run, or null when it has none. */
export async function loadLatestRun(id: string): Promise<FcaRun | null> {
  try {
    return fcaRunSchema.parse(await apiFetch<unknown>(`${one(id)}/runs/latest`, { noLog: true }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
export const loadServerRun = async (id: string, runId: string): Promise<FcaRun> =>
  fcaRunSchema.parse(await apiFetch<unknown>(`${one(id)}/runs/${idSchema.parse(runId)}`, { noLog: true }));
export const stopServerRun = async (id: string, runId: string): Promise<FcaRun> =>
  fcaRunSchema.parse(await apiFetch<unknown>(`${one(id)}/runs/${idSchema.parse(runId)}`, { method: 'DELETE' }));

function authHeaders(): Record<string, string> {
  const authorization = tokenStore.authorization();
  return authorization ? { authorization } : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const loadSharing = async (id: string): Promise<FcaSharing> => fcaSharingSchema.parse(await apiFetch<unknown>(`${one(id)}/sharing`));
export const saveSharing = async (id: string, input: FcaSharingInput): Promise<FcaSharing> =>
  fcaSharingSchema.parse(await apiFetch<unknown>(`${one(id)}/sharing`, { method: 'PUT', body: input }));


/** A file the server refused: its words, and the line they are about when it names one. */
export class UploadProblem extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
  ) {
    super(message);
    this.name = 'UploadProblem';
  }
}

/** Uploads a .cxt or .csv file as a new entry (multipart: apiFetch speaks JSON only). */
export async function uploadContext(file: File, name: string): Promise<FcaEntry> {
  const form = new FormData();
  form.append('file', file);
  if (name.trim()) form.append('name', name.trim());
  let res: Response;
  try {
    res = await fetch(apiUrl('fca/upload'), { method: 'POST', headers: authHeaders(), body: form });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const text = await res.text();
  if (res.status === 400) {
    // the file's problem is the user's to read (with its line), not an error to log
    const problem = uploadProblemSchema.safeParse(parseJson(text));
    if (problem.success) throw new UploadProblem(problem.data.error, problem.data.line);
  }
  return fcaEntrySchema.parse(readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text }, 'POST fca/upload'));
}
