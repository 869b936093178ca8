import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { TreeArrangement } from '../../../realtime/protocol/documents/simple';
import { likePattern } from '../../ontologyStore';

/** Publications of simple documents and the publication-document links that make their trees. */

export type PublicationRow = {
  id: string;
  code: string;
  name: string;
  annotation: string;
  author: string | null;
  author_name: string | null;
  is_public: boolean;
  content_json: unknown;
  published_at: Date | null;
  created_at: Date;
  document_count: string | number;
};

/** A link with what its document says now. */
export type LinkRow = {
  id: string;
  document_id: string;
  parent_id: string | null;
  position: number;
  icon: string;
  name: string;
  document_name: string;
  content: string;
  document_public: boolean;
};

function selectPublications(db: Kysely<Database>) {
  return db
    .selectFrom('publications as p')
    .leftJoin('users as u', 'u.id', 'p.author')
    .select(['p.id', 'p.code', 'p.name', 'p.annotation', 'p.author', 'u.name as author_name', 'p.is_public', 'p.content_json', 'p.published_at', 'p.created_at'])
    .select((eb) => eb.selectFrom('publication_documents as l').whereRef('l.publication_id', '=', 'p.id').select((c) => c.fn.countAll<string | number>().as('n')).as('document_count'))
    .$narrowType<{ document_count: string | number }>();
}

/** Publications sorted by code (the spec's sortable field), then name. */
export async function listPublications(db: Kysely<Database>, search: string | undefined): Promise<PublicationRow[]> {
  let query = selectPublications(db);
  const words = search?.trim();
  if (words) {
    const pattern = likePattern(words, 'contains');
    query = query.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('p.code', 'ilike', pattern), eb('p.annotation', 'ilike', pattern)]));
  }
  return query.orderBy('p.code').orderBy('p.name').orderBy('p.id').execute();
}

export async function findPublication(db: Kysely<Database>, id: string): Promise<PublicationRow | null> {
  return (await selectPublications(db).where('p.id', '=', id).executeTakeFirst()) ?? null;
}

export async function createPublication(db: Kysely<Database>, authorId: string, input: { name: string; code?: string; annotation?: string; isPublic?: boolean }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('publications')
    .values({ id, name: input.name, code: input.code ?? '', annotation: input.annotation ?? '', is_public: input.isPublic ?? false, author: authorId })
    .execute();
  return id;
}

export async function updatePublication(db: Kysely<Database>, id: string, update: { name?: string; code?: string; annotation?: string; isPublic?: boolean }): Promise<void> {
  await db
    .updateTable('publications')
    .set({
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.code !== undefined ? { code: update.code } : {}),
      ...(update.annotation !== undefined ? { annotation: update.annotation } : {}),
      ...(update.isPublic !== undefined ? { is_public: update.isPublic } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deletePublication(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('publications').where('id', '=', id).execute();
}

export async function linksOf(db: Kysely<Database>, publicationId: string): Promise<LinkRow[]> {
  return db
    .selectFrom('publication_documents as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .select(['l.id', 'l.document_id', 'l.parent_id', 'l.position', 'l.icon', 'l.name', 'd.name as document_name', 'd.content', 'd.is_public as document_public'])
    .where('l.publication_id', '=', publicationId)
    .where('d.kind', '=', 'simple')
    .orderBy('l.position')
    .orderBy('l.created_at')
    .execute();
}

export async function findLink(db: Kysely<Database>, publicationId: string, linkId: string): Promise<{ id: string; parent_id: string | null } | null> {
  return (await db.selectFrom('publication_documents').select(['id', 'parent_id']).where('id', '=', linkId).where('publication_id', '=', publicationId).executeTakeFirst()) ?? null;
}

/** Adds a document under a parent link (or at the top), after that parent's last child. */
export async function addLink(
  db: Kysely<Database>,
  publicationId: string,
  input: { documentId: string; parentId: string | null; name: string; icon: string; authorId: string },
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('publication_documents')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('publication_id', '=', publicationId)
      .where((eb) => (input.parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', input.parentId)))
      .executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx
      .insertInto('publication_documents')
      .values({ id, publication_id: publicationId, document_id: input.documentId, parent_id: input.parentId, position, name: input.name, icon: input.icon, author: input.authorId })
      .execute();
    await touch(trx, publicationId);
  });
  return id;
}

/** Removes one node; its children take its place under its parent, so no document drops out silently. */
export async function removeLink(db: Kysely<Database>, publicationId: string, link: { id: string; parent_id: string | null }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('publication_documents').set({ parent_id: link.parent_id }).where('parent_id', '=', link.id).where('publication_id', '=', publicationId).execute();
    await trx.deleteFrom('publication_documents').where('id', '=', link.id).where('publication_id', '=', publicationId).execute();
    await touch(trx, publicationId);
  });
}

/** Writes a checked arrangement of the whole tree. */
export async function arrangeLinks(db: Kysely<Database>, publicationId: string, nodes: TreeArrangement): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // parents first cleared: the foreign key must hold after every single statement
    await trx.updateTable('publication_documents').set({ parent_id: null }).where('publication_id', '=', publicationId).execute();
    for (const node of nodes) {
      await trx.updateTable('publication_documents').set({ parent_id: node.parentId, position: node.order }).where('id', '=', node.linkId).where('publication_id', '=', publicationId).execute();
    }
    await touch(trx, publicationId);
  });
}

/** Freezes what a publish shows: the tree with each document's HTML, and the whole as one HTML text. */
export async function freezePublication(db: Kysely<Database>, publicationId: string, contentJson: unknown, contentHtml: string): Promise<void> {
  await db
    .updateTable('publications')
    .set({ content_json: JSON.stringify(contentJson), content_html: contentHtml, published_at: sql<Date>`now()`, updated_at: new Date() })
    .where('id', '=', publicationId)
    .execute();
}

async function touch(db: Kysely<Database>, publicationId: string): Promise<void> {
  await db.updateTable('publications').set({ updated_at: new Date() }).where('id', '=', publicationId).execute();
}
