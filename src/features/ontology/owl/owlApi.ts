import type { z } from 'zod';
import { apiFetch } from '../../../api/apiFetch';
import { apiUrl } from '../../../api/basePath';
import { readApiAnswer } from '../../../api/apiAnswer';
import { UnknownApiError } from '../../../api/apiErrors';
import { tokenStore } from '../../../api/auth/tokenStore';
import { ontologyStatsSchema, type OntologyStats } from '../../../../realtime/protocol/ontology/stats';
import { owlImportStartedSchema, owlImportStatusSchema, type OwlFormat, type OwlImportStarted, type OwlImportStatusAnswer } from '../../../../realtime/protocol/ontology/owl';
import { fileNameOf, saveFile } from '../../../api/download';

const authHeaders = (): Record<string, string> => {
  const authorization = tokenStore.authorization();
  return authorization ? { authorization } : {};
};

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(apiUrl(path), { ...init, headers: { ...authHeaders(), ...(init.headers as Record<string, string> | undefined) } });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
}

async function parsed<S extends z.ZodType>(schema: S, res: Response, query: string): Promise<z.infer<S>> {
  return schema.parse(readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, query));
}

/** POST /api/ontology/import: the file with its format (auto: the server detects it) into a new or an existing map. */
export async function startOwlImport(file: File, format: OwlFormat | 'auto', mapId: string | null): Promise<OwlImportStarted> {
  const form = new FormData();
  if (format !== 'auto') form.append('format', format);
  if (mapId) form.append('map', mapId);
  form.append('file', file);
  return parsed(owlImportStartedSchema, await send('ontology/import', { method: 'POST', body: form }), 'POST ontology/import');
}

export async function fetchOwlImport(id: string): Promise<OwlImportStatusAnswer> {
  return owlImportStatusSchema.parse(await apiFetch(`ontology/import/${id}`, { noLog: true }));
}

export async function fetchOntologyStats(mapId?: string): Promise<OntologyStats> {
  return ontologyStatsSchema.parse(await apiFetch(`ontology/stats${mapId ? `?map=${mapId}` : ''}`));
}

/** GET /api/ontology/export as a download the browser saves under the server's file name. */
export async function downloadOwlExport(format: OwlFormat, mapId?: string): Promise<string> {
  const path = `ontology/export?format=${format}${mapId ? `&map=${mapId}` : ''}`;
  const res = await send(path, { method: 'GET' });
  if (!res.ok) await parsed(owlImportStartedSchema, res, `GET ${path}`);
  const name = fileNameOf(res.headers.get('content-disposition'), format === 'turtle' ? 'ontology.ttl' : 'ontology.owl');
  saveFile(await res.blob(), name);
  return name;
}
