import { apiFetch } from '../../../api/apiFetch';
import {
  publicDocSchema,
  publicationListSchema,
  publicationViewSchema,
  simpleDocListSchema,
  simpleDocSchema,
  terminPageSchema,
  type PublicDoc,
  type PublicationSummary,
  type PublicationView,
  type SimpleDoc,
  type SimpleDocList,
  type SimpleDocUpdate,
  type TerminPage,
  type TreeArrangement,
} from '../../../../realtime/protocol/documents/simple';

/** The calls of the simple-document screens; every answer is parsed with its protocol schema. */

export async function listDocs(query: { search?: string; limit: number; offset: number }): Promise<SimpleDocList> {
  const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.search?.trim()) params.set('search', query.search.trim());
  return simpleDocListSchema.parse(await apiFetch<unknown>(`simpleDocs?${params}`));
}

export const createDoc = async (name: string): Promise<SimpleDoc> => simpleDocSchema.parse(await apiFetch<unknown>('simpleDocs', { body: { name } }));
export const loadDoc = async (id: string): Promise<SimpleDoc> => simpleDocSchema.parse(await apiFetch<unknown>(`simpleDocs/${id}`));
export const updateDoc = async (id: string, update: SimpleDocUpdate): Promise<SimpleDoc> =>
  simpleDocSchema.parse(await apiFetch<unknown>(`simpleDocs/${id}`, { method: 'PATCH', body: update }));
export const deleteDoc = async (id: string): Promise<void> => {
  await apiFetch<unknown>(`simpleDocs/${id}`, { method: 'DELETE' });
};

export const listPublications = async (search?: string): Promise<PublicationSummary[]> =>
  publicationListSchema.parse(await apiFetch<unknown>(`simpleDocs/publications${search?.trim() ? `?search=${encodeURIComponent(search.trim())}` : ''}`)).rows;
export const createPublication = async (input: { name: string; code?: string; annotation?: string }): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>('simpleDocs/publications', { body: input }));
export const loadPublication = async (id: string): Promise<PublicationView> => publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}`));
export const updatePublication = async (id: string, update: { name?: string; code?: string; annotation?: string; isPublic?: boolean }): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}`, { method: 'PATCH', body: update }));
export const deletePublication = async (id: string): Promise<void> => {
  await apiFetch<unknown>(`simpleDocs/publications/${id}`, { method: 'DELETE' });
};
export const addToPublication = async (id: string, documentId: string, parentId: string | null): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}/documents`, { body: { documentId, parentId } }));
export const removeFromPublication = async (id: string, linkId: string): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}/documents/${linkId}`, { method: 'DELETE' }));
export const arrangePublication = async (id: string, nodes: TreeArrangement): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}/tree`, { method: 'PUT', body: { nodes } }));
export const publishPublication = async (id: string): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`simpleDocs/publications/${id}/publish`, { method: 'POST', body: {} }));

export const loadTermin = async (id: string): Promise<TerminPage> => terminPageSchema.parse(await apiFetch<unknown>(`simpleDocs/termin/${id}`));

/** For visitors: anything not public answers 404, which the pages show as "not found". */
export const loadPublicDoc = async (id: string): Promise<PublicDoc> =>
  publicDocSchema.parse(await apiFetch<unknown>(`public/doc/${id}`, { signInOnUnauthorized: false, noLog: true }));
export const loadPublicDocTree = async (id: string): Promise<PublicationView> =>
  publicationViewSchema.parse(await apiFetch<unknown>(`public/doctree/${id}`, { signInOnUnauthorized: false, noLog: true }));
