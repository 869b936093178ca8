import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import type { DocumentHeader } from '../../../realtime/protocol/documents/structured';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { jsonRecord, rowsToSnapshot, type ElementRow } from './elementRows';

export type DocumentsDb = Kysely<Database> | Transaction<Database>;

/** Headers joined to their author's name (d, author). */
export function selectHeaders(db: DocumentsDb) {
  return db
    .selectFrom('documents as d')
    .leftJoin('users as author', 'author.id', 'd.author')
    .select([
      'd.id',
      'd.kind',
      'd.name',
      'd.title',
      'd.label',
      'd.annotation',
      'd.subject_area',
      'd.context',
      'd.class_id',
      'd.is_public',
      'd.author',
      'author.name as author_name',
      'd.created_at',
      'd.updated_at',
      'd.update_id',
    ]);
}

type HeaderRow = Awaited<ReturnType<ReturnType<typeof selectHeaders>['executeTakeFirstOrThrow']>>;

const jsonList = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

export function presentHeader(row: HeaderRow): DocumentHeader {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.title,
    label: row.label,
    annotation: row.annotation,
    subjectArea: row.subject_area,
    context: jsonList(row.context),
    classId: row.class_id,
    isPublic: row.is_public,
    authorId: row.author,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    updateId: String(row.update_id),
  };
}

export async function findHeader(db: DocumentsDb, id: string): Promise<DocumentHeader | null> {
  const row = await selectHeaders(db).where('d.id', '=', id).executeTakeFirst();
  return row ? presentHeader(row) : null;
}

/** Every element row of a document, ordered by parent and position (one query). */
export async function selectElementRows(db: DocumentsDb, documentId: string): Promise<ElementRow[]> {
  const rows = await db
    .selectFrom('document_elements')
    .select(['inner_id', 'parent_id', 'position', 'kind', 'title', 'content', 'settings', 'fields'])
    .where('document_id', '=', documentId)
    .orderBy('parent_id')
    .orderBy('position')
    .orderBy('inner_id')
    .execute();
  return rows.map((r) => ({ ...r, settings: jsonRecord(r.settings), fields: jsonRecord(r.fields) }));
}

/** The tree of a new document, and of one whose rows were lost: just its root (innerId = document id). */
export const emptyTree = (documentId: string, name: string): DocumentSnapshot => ({
  rootId: documentId,
  elements: { [documentId]: { innerId: documentId, kind: 'StructuredDocument', title: name, content: '', settings: {} } },
  children: {},
});

export type StoredDocument = { header: DocumentHeader; snapshot: DocumentSnapshot; updateId: string; orderBroken: boolean };

/**
 * A structured document as stored: header, the element tree, the save counter it is at, and
 * whether its order was broken (then loaded without order, §4). Null for unknown documents and
 * for simple documents (they have no element tree).
 */
export async function loadDocument(db: DocumentsDb, id: string): Promise<StoredDocument | null> {
  for (let attempt = 0; ; attempt++) {
    const header = await findHeader(db, id);
    if (!header || header.kind !== 'structured') return null;
    const rows = await selectElementRows(db, id);
    // the header and the rows are two reads: a save committed between them would pair an old
    // update id with new rows (on PostgreSQL; PGlite runs one statement at a time). Read again then.
    const now = await db.selectFrom('documents').select('update_id').where('id', '=', id).executeTakeFirst();
    if (now && String(now.update_id) !== header.updateId && attempt < LOAD_ATTEMPTS) continue;
    const tree = rowsToSnapshot(rows);
    // a structured document always has its root; one without rows is repaired as an empty root
    const built = tree ?? { snapshot: emptyTree(id, header.name), orderBroken: true };
    return { header, snapshot: built.snapshot, updateId: header.updateId, orderBroken: built.orderBroken };
  }
}

/** How often loadDocument reads again when a save lands between its reads (then it gives up on pairing them). */
const LOAD_ATTEMPTS = 5;

/** The tab sessions of the saves made after `updateId`, in order: who moved the document on since that version. */
export async function saveSessionsAfter(db: DocumentsDb, documentId: string, updateId: string): Promise<Array<string | null>> {
  const rows = await db
    .selectFrom('document_saves')
    .select('tab_session_id')
    .where('document_id', '=', documentId)
    .where('update_id', '>', updateId)
    .orderBy('update_id')
    .execute();
  return rows.map((row) => row.tab_session_id);
}
