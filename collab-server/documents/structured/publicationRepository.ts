import type { Publication } from '../../../realtime/protocol/documents/structured';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { snapshotSchema } from '../../../realtime/protocol/documents/structured';
import type { DocumentsDb } from './documentRepository';

/** Publications (p) with their author's name. */
function selectPublications(db: DocumentsDb) {
  return db
    .selectFrom('document_publications as p')
    .leftJoin('users as author', 'author.id', 'p.author')
    .select(['p.id', 'p.document_id', 'p.code', 'p.name', 'p.annotation', 'p.author', 'author.name as author_name', 'p.created_at', 'p.is_public', 'p.update_id']);
}

type PublicationRow = Awaited<ReturnType<ReturnType<typeof selectPublications>['executeTakeFirstOrThrow']>>;

export function presentPublication(row: PublicationRow): Publication {
  return {
    id: row.id,
    documentId: row.document_id,
    code: row.code,
    name: row.name,
    annotation: row.annotation,
    authorId: row.author,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    isPublic: row.is_public,
    updateId: String(row.update_id),
  };
}

/** A document's publications, newest first. */
export async function listPublications(db: DocumentsDb, documentId: string): Promise<Publication[]> {
  const rows = await selectPublications(db).where('p.document_id', '=', documentId).orderBy('p.created_at', 'desc').orderBy('p.id').execute();
  return rows.map(presentPublication);
}

export async function findPublicationSummary(db: DocumentsDb, publicationId: string): Promise<Publication | null> {
  const row = await selectPublications(db).where('p.id', '=', publicationId).executeTakeFirst();
  return row ? presentPublication(row) : null;
}

export type FrozenPublication = Publication & { snapshot: DocumentSnapshot; contentHtml: string };

const frozen = (db: DocumentsDb) => selectPublications(db).select(['p.snapshot', 'p.content_html']);

function presentFrozen(row: PublicationRow & { snapshot: unknown; content_html: string }): FrozenPublication {
  const raw: unknown = typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot;
  return { ...presentPublication(row), snapshot: snapshotSchema.parse(raw), contentHtml: row.content_html };
}

/** One publication with its frozen tree and HTML. */
export async function findPublication(db: DocumentsDb, publicationId: string): Promise<FrozenPublication | null> {
  const row = await frozen(db).where('p.id', '=', publicationId).executeTakeFirst();
  return row ? presentFrozen(row) : null;
}

/** What a visitor without sign-in may see: the named publication if public, else the latest public one. */
export async function findPublicPublication(db: DocumentsDb, documentId: string, publicationId?: string): Promise<FrozenPublication | null> {
  let query = frozen(db).where('p.document_id', '=', documentId).where('p.is_public', '=', true);
  if (publicationId) query = query.where('p.id', '=', publicationId);
  const row = await query.orderBy('p.created_at', 'desc').orderBy('p.id').limit(1).executeTakeFirst();
  return row ? presentFrozen(row) : null;
}
