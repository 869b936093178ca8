import { apiUrl } from '../../../api/basePath';
import { readApiAnswer } from '../../../api/apiAnswer';
import { UnknownApiError } from '../../../api/apiErrors';
import { tokenStore } from '../../../api/auth/tokenStore';
import type { SearchSettings } from '../../../../realtime/protocol/semanticSearch';
import { fileNameOf, saveFile } from '../../../api/download';

/** Progress of a download: bytes received so far (the total is unknown while the server streams). */
export type ExportProgress = (received: number) => void;

/**
 * Downloads the whole result as Excel: a saved search by id (GET …/:id/export.xlsx) or a draft
 * (POST …/export.xlsx with its settings). The server streams the workbook; the browser saves it
 * under the server's file name (a draft's is the default one; `name` names it here when the
 * server gives none). `signal` cancels it.
 */
export async function downloadExport(target: { id: string } | { settings: SearchSettings; name: string }, fallbackName: string, onProgress: ExportProgress, signal: AbortSignal): Promise<string> {
  const authorization = tokenStore.authorization();
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const init: RequestInit =
    'id' in target
      ? { method: 'GET', headers, signal }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ settings: target.settings }), signal };
  const path = 'id' in target ? `semanticSearch/${target.id}/export.xlsx` : 'semanticSearch/export.xlsx';
  let res: Response;
  try {
    res = await fetch(apiUrl(path), init);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!res.ok) readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, `${init.method ?? 'GET'} ${path}`);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const blob = new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  // a draft has no stored name for the server to use: it is named after the search being built
  const name = 'id' in target || !target.name ? fileNameOf(res.headers.get('content-disposition'), fallbackName) : `${target.name}.xlsx`;
  saveFile(blob, name);
  return name;
}
