import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { documentCreateSchema, documentListQuerySchema, documentUpdateSchema, DocumentHeader } from '../../../realtime/protocol/documents/structured';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { defaultSettings } from '../../../model/documents/elementDefaults';
import { findHeader, presentHeader, selectHeaders } from './documentRepository';
import { snapshotToRows } from './elementRows';
import { plainTitle, requiredPlainName } from './contentSafety';
import { DOCUMENT_OPS, writeDocumentChanges } from './documentChangeLog';

type CreateInput = z.infer<typeof documentCreateSchema>;
type ListQuery = z.infer<typeof documentListQuerySchema>;
type HeaderPatch = z.infer<typeof documentUpdateSchema>;

/** A new structured document's tree: the root, one Section titled with its name, one empty ContentHolder. */
export function starterTree(documentId: string, name: string, authorId: string): DocumentSnapshot {
  const section = randomUUID();
  const holder = randomUUID();
  return {
    rootId: documentId,
    elements: {
      [documentId]: { innerId: documentId, kind: 'StructuredDocument', title: name, content: '', settings: defaultSettings('StructuredDocument'), author: authorId },
      [section]: { innerId: section, kind: 'Section', title: name, content: '', settings: defaultSettings('Section'), author: authorId },
      [holder]: { innerId: holder, kind: 'ContentHolder', title: '', content: '', settings: defaultSettings('ContentHolder'), author: authorId },
    },
    children: { [documentId]: [section], [section]: [holder] },
  };
}

/** Creates a document, its author the caller; a structured one starts with its starter tree. */
export async function createDocument(ctx: AppContext, authorId: string, input: CreateInput): Promise<DocumentHeader> {
  const id = randomUUID();
  const name = requiredPlainName(input.name);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('documents')
      .values({ id, kind: input.kind, name, title: plainTitle(input.title ?? ''), annotation: input.annotation ?? '', author: authorId, subject_area: null, class_id: null, context: '[]' })
      .execute();
    if (input.kind !== 'structured') return;
    const rows = snapshotToRows(starterTree(id, name, authorId));
    await trx
      .insertInto('document_elements')
      .values(rows.map((r) => ({ ...r, document_id: id, settings: JSON.stringify(r.settings), fields: JSON.stringify(r.fields) })))
      .execute();
  });
  return (await findHeader(ctx.db, id))!;
}

const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of documents of one kind, newest change first; every signed-in user reads every document. */
export async function listDocuments(ctx: AppContext, query: ListQuery): Promise<{ rows: DocumentHeader[]; total: number }> {
  let rows = selectHeaders(ctx.db).where('d.kind', '=', query.kind);
  let count = ctx.db.selectFrom('documents as d').select((eb) => eb.fn.countAll<string>().as('n')).where('d.kind', '=', query.kind);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    rows = rows.where((eb) => eb.or([eb('d.name', 'ilike', pattern), eb('d.title', 'ilike', pattern)]));
    count = count.where((eb) => eb.or([eb('d.name', 'ilike', pattern), eb('d.title', 'ilike', pattern)]));
  }
  const [page, total] = await Promise.all([
    rows.orderBy('d.updated_at', 'desc').orderBy('d.id').limit(query.limit).offset(query.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(presentHeader), total: Number(total.n) };
}

/** Changes header fields; the element tree is the save protocol's. */
export async function updateDocumentHeader(ctx: AppContext, caller: Caller, id: string, patch: HeaderPatch): Promise<DocumentHeader> {
  const values = {
    ...(patch.name !== undefined ? { name: requiredPlainName(patch.name) } : {}),
    ...(patch.title !== undefined ? { title: plainTitle(patch.title) } : {}),
    ...(patch.label !== undefined ? { label: plainTitle(patch.label) } : {}),
    ...(patch.annotation !== undefined ? { annotation: patch.annotation } : {}),
    ...(patch.isPublic !== undefined ? { is_public: patch.isPublic } : {}),
  };
  if (Object.keys(values).length) {
    await writeDocumentChanges(ctx, async (trx, logChange) => {
      await trx.updateTable('documents').set({ ...values, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
      await logChange({ documentId: id, userId: caller.user.id, tabSessionId: null, op: DOCUMENT_OPS.header, before: null, after: values });
    });
  }
  return (await findHeader(ctx.db, id))!;
}

/** Deletes a document with its elements, saves, publications and comments (foreign keys cascade). */
export async function deleteDocument(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  await writeDocumentChanges(ctx, async (trx, logChange) => {
    await trx.deleteFrom('documents').where('id', '=', id).execute();
    await logChange({ documentId: id, userId: caller.user.id, tabSessionId: null, op: DOCUMENT_OPS.delete, before: null, after: null });
  });
}
