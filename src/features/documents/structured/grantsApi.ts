import { apiFetch } from '../../../api/apiFetch';
import { documentGrantsSchema, type DocumentGrantRole, type DocumentGrants } from '../../../../realtime/protocol/documents/access';

/** The browser's side of /api/documents/{id}/access: who edits the document besides its author. */
const accessPath = (documentId: string) => `documents/${encodeURIComponent(documentId)}/access`;

export async function listGrants(documentId: string): Promise<DocumentGrants> {
  return documentGrantsSchema.parse(await apiFetch<unknown>(accessPath(documentId)));
}

export async function grantAccess(documentId: string, login: string, role: DocumentGrantRole): Promise<DocumentGrants> {
  return documentGrantsSchema.parse(await apiFetch<unknown>(accessPath(documentId), { method: 'POST', body: { login, role } }));
}

export async function revokeAccess(documentId: string, assignmentId: string): Promise<DocumentGrants> {
  return documentGrantsSchema.parse(await apiFetch<unknown>(`${accessPath(documentId)}/${encodeURIComponent(assignmentId)}`, { method: 'DELETE' }));
}
