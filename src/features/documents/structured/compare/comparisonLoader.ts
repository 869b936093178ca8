import type { Publication } from '../../../../../realtime/protocol/documents/structured';
import type { DocumentSnapshot } from '../../../../../model/documents/elementModel';
import { compareVersions } from '../../../../../model/documents/versionComparison';
import { fetchPublication, renderDocument } from '../documentsApi';
import { olderFirst } from '../viewer/publicationOrder';
import type { ComparisonInput } from './compareMarks';

export type LoadedPublication = Publication & { html: string; snapshot: DocumentSnapshot };
export type LoadedComparison = { older: LoadedPublication; newer: LoadedPublication; comparison: ComparisonInput };

export const COMPARE_MESSAGES = { otherDocument: 'Публикация не найдена или принадлежит другому документу' } as const;

async function loadPublication(documentId: string, publicationId: string): Promise<LoadedPublication> {
  const publication = await fetchPublication(publicationId);
  if (publication.documentId !== documentId) throw new Error(COMPARE_MESSAGES.otherDocument);
  // a publication frozen before its HTML was kept is rendered from its snapshot on the server
  const html = publication.contentHtml || (await renderDocument({ documentId, publicationId })).html;
  return { ...publication, html };
}

/** Both publications, older first, and what changed between them. */
export async function loadComparison(documentId: string, firstId: string, secondId: string): Promise<LoadedComparison> {
  const loaded = await Promise.all([loadPublication(documentId, firstId), loadPublication(documentId, secondId)]);
  const [older, newer] = olderFirst(loaded) as [LoadedPublication, LoadedPublication];
  return { older, newer, comparison: compareVersions(older.snapshot, newer.snapshot) };
}
