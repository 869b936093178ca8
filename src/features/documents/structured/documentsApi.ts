import { apiFetch } from '../../../api/apiFetch';
import {
  byElementResultSchema,
  documentHeaderSchema,
  documentListSchema,
  documentSaveResultSchema,
  loadedDocumentSchema,
  publicationSchema,
  publicationWithSnapshotSchema,
  renderResultSchema,
  type DocumentHeader,
  type DocumentSaveResult,
  type LoadedDocument,
  type Publication,
  type RenderResult,
} from '../../../../realtime/protocol/documents/structured';
import type { DocumentDiff } from '../../../../model/documents/elementModel';
import { z } from 'zod';

/**
 * The browser's side of /api/documents and /api/document/* (domain spec §7): every answer is
 * parsed with its protocol schema, so a screen never renders a shape the server did not promise.
 * Errors are apiFetch's (KnownApiError with the server's `error` text, §8).
 */

export type DocumentKind = 'structured' | 'simple';
export type DocumentList = z.infer<typeof documentListSchema>;
export type ElementLookup = z.infer<typeof byElementResultSchema>;

const enc = encodeURIComponent;

export async function listDocuments(query: { kind?: DocumentKind; search?: string; limit?: number; offset?: number }): Promise<DocumentList> {
  const params = new URLSearchParams();
  params.set('kind', query.kind ?? 'structured');
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  return documentListSchema.parse(await apiFetch<unknown>(`documents?${params.toString()}`));
}

export async function createDocument(input: { name: string; kind?: DocumentKind; title?: string; annotation?: string }): Promise<DocumentHeader> {
  return documentHeaderSchema.parse(await apiFetch<unknown>('documents', { method: 'POST', body: { kind: 'structured', ...input } }));
}

export async function getDocument(id: string): Promise<DocumentHeader> {
  return documentHeaderSchema.parse(await apiFetch<unknown>(`documents/${enc(id)}`));
}

export type DocumentChanges = Partial<Pick<DocumentHeader, 'name' | 'title' | 'label' | 'annotation' | 'isPublic'>>;

export async function updateDocument(id: string, changes: DocumentChanges): Promise<DocumentHeader> {
  return documentHeaderSchema.parse(await apiFetch<unknown>(`documents/${enc(id)}`, { method: 'PATCH', body: changes }));
}

export async function deleteDocument(id: string): Promise<void> {
  await apiFetch<unknown>(`documents/${enc(id)}`, { method: 'DELETE' });
}

/** POST document/fetch: the stored snapshot, its updateId and the caller's rights (load mode edit unless told). */
export async function fetchDocument(documentId: string, options: { mode?: 'edit' | 'render' | 'quickView' | 'publication'; publicationId?: string } = {}): Promise<LoadedDocument> {
  return loadedDocumentSchema.parse(await apiFetch<unknown>('document/fetch', { body: { documentId, ...options } }));
}

/** POST document/save with the spec's body; the server refuses a stale updateId. */
export async function saveDocument(input: { document: string; updateId: string; user: { id: string; name: string }; diff: DocumentDiff }): Promise<DocumentSaveResult> {
  const body = { ...input, user: { ...input.user, tab_session_id: tabSessionId() } };
  return documentSaveResultSchema.parse(await apiFetch<unknown>('document/save', { body }));
}

export async function renderDocument(input: { documentId: string; publicationId?: string; markup?: boolean; markupClassFilter?: string[] }): Promise<RenderResult> {
  const result = renderResultSchema.parse(await apiFetch<unknown>('document/render', { body: input }));
  // §8: an answer with an error field stops the operation
  if (result.error) throw new Error(result.error);
  return result;
}

/** POST document/quickView, given up after the spec's 10 s. */
export async function quickViewDocument(documentId: string, timeoutMs = 10_000): Promise<RenderResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const result = renderResultSchema.parse(await apiFetch<unknown>('document/quickView', { body: { documentId }, signal: controller.signal }));
    if (result.error) throw new Error(result.error);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** The document an element belongs to (§7: the document of an element). */
export async function fetchDocumentByElementId(elementId: string): Promise<ElementLookup> {
  return byElementResultSchema.parse(await apiFetch<unknown>('document/fetchDocumentInstanceDataByElementId', { body: { elementId } }));
}

export async function listPublications(documentId: string): Promise<Publication[]> {
  return z.array(publicationSchema).parse(await apiFetch<unknown>(`document/${enc(documentId)}/publications`));
}

export async function fetchPublication(publicationId: string): Promise<z.infer<typeof publicationWithSnapshotSchema>> {
  return publicationWithSnapshotSchema.parse(await apiFetch<unknown>(`document/publications/${enc(publicationId)}`));
}

export async function createPublication(input: { documentId: string; name: string; code?: string; annotation?: string; isPublic?: boolean }): Promise<Publication> {
  return publicationSchema.parse(await apiFetch<unknown>('document/publications', { body: input }));
}

let tabSession: string | null = null;
/** One id per browser tab (the save's user.tab_session_id): tells the tabs of one user apart. */
export function tabSessionId(): string {
  tabSession ??= globalThis.crypto.randomUUID();
  return tabSession;
}
