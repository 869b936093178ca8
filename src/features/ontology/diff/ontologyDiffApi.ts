import { apiUrl } from '../../../api/basePath';
import { readApiAnswer } from '../../../api/apiAnswer';
import { UnknownApiError } from '../../../api/apiFetch';
import { tokenStore } from '../../../api/auth/tokenStore';
import { byProp, ontologyClient } from '../client';
import { diffResultSchema, type DiffResult } from '../../../../realtime/protocol/ontology/diff';

export type OntologyMapRef = { id: string; name: string };

/** The ontology maps, by name. */
export async function loadOntologyMaps(): Promise<OntologyMapRef[]> {
  const { entities } = await ontologyClient.read({ of: 'map', fields: [], sort: byProp('name'), limit: 1000 });
  return entities.map((map) => ({ id: map.id, name: map.name }));
}

const authHeaders = (): Record<string, string> => {
  const authorization = tokenStore.authorization();
  return authorization ? { authorization } : {};
};

async function failure(res: Response, query: string): Promise<never> {
  readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, query);
  throw new UnknownApiError(res.statusText, res.status);
}

/**
 * Downloads the state file, reporting the bytes received as they come (the server builds the
 * whole file first, so the wait before the first byte is the building). Returns the file.
 */
export async function downloadState(map: string | null, onBytes: (received: number) => void): Promise<{ blob: Blob; fileName: string }> {
  const path = `ontology/state${map ? `?map=${map}` : ''}`;
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { headers: authHeaders() });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!res.ok || !res.body) return failure(res, `GET ${path}`);
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onBytes(received);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'ontology-state.json';
  return { blob: new Blob(parts as BlobPart[], { type: 'application/json' }), fileName };
}

/** POST ontologyDiff/diff with the two files and the ignored properties. */
export async function diffStates(state1: File, state2: File, ignoredProps: string): Promise<DiffResult> {
  const form = new FormData();
  const session = tokenStore.session();
  if (session) form.append('session', session);
  if (ignoredProps.trim()) form.append('ignoredProps', ignoredProps.trim());
  form.append('state1', state1);
  form.append('state2', state2);
  let res: Response;
  try {
    res = await fetch(apiUrl('ontologyDiff/diff'), { method: 'POST', headers: authHeaders(), body: form });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const answer = readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, 'POST ontologyDiff/diff');
  return diffResultSchema.parse(answer);
}
