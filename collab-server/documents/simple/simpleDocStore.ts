import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { Caller } from '../../auth';
import type { DocConnection, SimpleDocListQuery, SimpleDocSummary, SimpleDocUpdate } from '../../../realtime/protocol/documents/simple';
import { likePattern } from '../../ontologyStore';
import { connectionsOf } from './contentReferences';
import { neutraliseRawHtml } from './markdownSafety';

/**
 * Simple documents in the `documents` table: only rows of kind 'simple' are ever read or written
 * here (structured documents share the table and are another module's).
 */

export type SimpleDocRow = {
  id: string;
  code: string;
  name: string;
  annotation: string;
  subject_area: string | null;
  content: string;
  status: string;
  is_public: boolean;
  author: string | null;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
};

/** Who may change a document or publication: its author or an administrator. */
export type Editor = { userId: string; isAdmin: boolean };
export const editorOf = (caller: Caller): Editor => ({ userId: caller.user.id, isAdmin: caller.user.is_admin });
export const mayEdit = (editor: Editor, authorId: string | null): boolean => editor.isAdmin || (authorId !== null && authorId === editor.userId);

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentSummary(row: SimpleDocRow, editor: Editor): SimpleDocSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    annotation: row.annotation,
    status: row.status,
    isPublic: row.is_public,
    authorId: row.author,
    authorName: row.author_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    canEdit: mayEdit(editor, row.author),
  };
}

function selectDocs(db: Kysely<Database>) {
  return db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.author')
    .select(['d.id', 'd.code', 'd.name', 'd.annotation', 'd.subject_area', 'd.content', 'd.status', 'd.is_public', 'd.author', 'u.name as author_name', 'd.created_at', 'd.updated_at'])
    .where('d.kind', '=', 'simple');
}

/** A page of documents, newest change first; the search looks in name, code and annotation. */
export async function listSimpleDocs(db: Kysely<Database>, query: SimpleDocListQuery): Promise<{ rows: SimpleDocRow[]; total: number }> {
  let base = db.selectFrom('documents as d').where('d.kind', '=', 'simple');
  let rows = selectDocs(db);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search, 'contains');
    base = base.where((eb) => eb.or([eb('d.name', 'ilike', pattern), eb('d.code', 'ilike', pattern), eb('d.annotation', 'ilike', pattern)]));
    rows = rows.where((eb) => eb.or([eb('d.name', 'ilike', pattern), eb('d.code', 'ilike', pattern), eb('d.annotation', 'ilike', pattern)]));
  }
  const [page, count] = await Promise.all([
    rows.orderBy('d.updated_at', 'desc').orderBy('d.id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

export async function findSimpleDoc(db: Kysely<Database>, id: string): Promise<SimpleDocRow | null> {
  return (await selectDocs(db).where('d.id', '=', id).executeTakeFirst()) ?? null;
}

export async function findSimpleDocs(db: Kysely<Database>, ids: readonly string[]): Promise<SimpleDocRow[]> {
  return ids.length ? selectDocs(db).where('d.id', 'in', [...ids]).execute() : [];
}

export async function createSimpleDoc(db: Kysely<Database>, authorId: string, input: { name: string; code?: string; annotation?: string }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('documents')
    .values({ id, kind: 'simple', name: input.name, code: input.code ?? '', annotation: input.annotation ?? '', subject_area: null, class_id: null, author: authorId, update_id: 0 })
    .execute();
  return id;
}

/** Writes the fields given; new content is neutralised and its connections rewritten in the same transaction. */
export async function updateSimpleDoc(db: Kysely<Database>, id: string, update: SimpleDocUpdate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const content = update.content === undefined ? undefined : neutraliseRawHtml(update.content);
    await trx
      .updateTable('documents')
      .set({
        ...(update.name !== undefined ? { name: update.name } : {}),
        ...(update.code !== undefined ? { code: update.code } : {}),
        ...(update.annotation !== undefined ? { annotation: update.annotation } : {}),
        ...(update.subjectArea !== undefined ? { subject_area: update.subjectArea } : {}),
        ...(update.status !== undefined ? { status: update.status } : {}),
        ...(update.isPublic !== undefined ? { is_public: update.isPublic } : {}),
        ...(content !== undefined ? { content } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('kind', '=', 'simple')
      .execute();
    if (content === undefined) return;
    await trx.deleteFrom('document_connections').where('document_id', '=', id).execute();
    const connections = connectionsOf(content);
    if (connections.length) {
      await trx
        .insertInto('document_connections')
        .values(connections.map((c) => ({ document_id: id, object_id: c.objectId, kind: c.kind })))
        .execute();
    }
  });
}

export async function deleteSimpleDoc(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).where('kind', '=', 'simple').execute();
}

/** Names of referenced terms (instances) and documents by id, and the referenced documents' kinds (their links differ). */
export type ReferencedNames = { names: Map<string, string>; documentKinds: Map<string, 'structured' | 'simple'> };

export async function namesOfReferenced(db: Kysely<Database>, ids: readonly string[]): Promise<ReferencedNames> {
  if (!ids.length) return { names: new Map(), documentKinds: new Map() };
  const unique = [...new Set(ids)];
  const [terms, docs] = await Promise.all([
    db.selectFrom('instances').select(['id', 'name']).where('id', 'in', unique).execute(),
    db.selectFrom('documents').select(['id', 'name', 'kind']).where('id', 'in', unique).execute(),
  ]);
  return { names: new Map([...terms, ...docs].map((r) => [r.id, r.name])), documentKinds: new Map(docs.map((r) => [r.id, r.kind])) };
}

/** Document.connections: what the content references, with names where the target exists. */
export async function connectionsOfDoc(db: Kysely<Database>, id: string): Promise<DocConnection[]> {
  const rows = await db.selectFrom('document_connections').select(['object_id', 'kind']).where('document_id', '=', id).execute();
  const { names } = await namesOfReferenced(db, rows.map((r) => r.object_id));
  return rows
    .map((r) => ({ kind: r.kind, objectId: r.object_id, name: names.get(r.object_id) ?? null }))
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'ru'));
}

/** Document.docPublications: the publications whose tree holds the document. */
export async function publicationsOfDoc(db: Kysely<Database>, id: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .selectFrom('publication_documents as l')
    .innerJoin('publications as p', 'p.id', 'l.publication_id')
    .select(['p.id', 'p.name'])
    .distinct()
    .where('l.document_id', '=', id)
    .orderBy('p.name')
    .execute();
}

/** Simple documents whose content references the object (the term page). */
export async function docsReferencing(db: Kysely<Database>, objectId: string): Promise<SimpleDocRow[]> {
  return selectDocs(db)
    .where('d.id', 'in', (eb) => eb.selectFrom('document_connections').select('document_id').where('object_id', '=', objectId))
    .orderBy('d.name')
    .execute();
}
