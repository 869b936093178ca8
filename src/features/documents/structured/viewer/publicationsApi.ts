import { z } from 'zod';
import { apiFetch } from '../../../../api/apiFetch';
import { publicationSchema, publicStructuredDocSchema, type Publication, type PublicStructuredDoc } from '../../../../../realtime/protocol/documents/structured';

const enc = encodeURIComponent;

/**
 * GET public/structuredDoc/{documentId}[/{publicationId}]: a public publication (the latest public
 * one when none is named), for visitors. Anything not public answers 404, shown as "not found";
 * a visitor is never sent to sign in from here.
 */
export async function loadPublicStructuredDoc(documentId: string, publicationId?: string): Promise<PublicStructuredDoc> {
  const path = `public/structuredDoc/${enc(documentId)}${publicationId ? `/${enc(publicationId)}` : ''}`;
  return publicStructuredDocSchema.parse(await apiFetch<unknown>(path, { signInOnUnauthorized: false, noLog: true }));
}

/** GET document/{id}/publications: the document's publications, newest first. */
export async function listDocumentPublications(documentId: string): Promise<Publication[]> {
  return z.array(publicationSchema).parse(await apiFetch<unknown>(`document/${enc(documentId)}/publications`));
}
