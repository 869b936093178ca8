import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../store';
import type { CreateManual, Manual, UpdateManual } from '../../../realtime/protocol/shell/manuals';
import { invalid, notFound } from '../../problems';

type Db = Kysely<Database> | Transaction<Database>;

const MANUAL_NOT_FOUND = 'Руководство не найдено';
const MANUAL_COLUMNS = ['id', 'name', 'description', 'link', 'document_id', 'routes'] as const;

type ManualRow = { id: string; name: string; description: string; link: string | null; document_id: string | null; routes: string[] };
const present = (r: ManualRow): Manual => ({ id: r.id, name: r.name, description: r.description, link: r.link, documentId: r.document_id, routes: r.routes });

/** Manuals naming the route name or the path pattern (exactly, as the route table writes them); with neither, all. */
export async function listManuals(db: Db, where: { route?: string; path?: string }): Promise<Manual[]> {
  const wanted = [where.route, where.path].filter((r): r is string => r !== undefined && r !== '');
  let query = db.selectFrom('manuals').select(MANUAL_COLUMNS);
  if (wanted.length) {
    query = query.where((eb) => eb.or(wanted.map((route) => eb(sql`routes`, '@>', sql`${JSON.stringify([route])}::jsonb`))));
  }
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(present);
}

export async function createManual(db: Kysely<Database>, input: CreateManual): Promise<Manual> {
  const row = await db
    .insertInto('manuals')
    .values({ id: randomUUID(), name: input.name, description: input.description, link: input.link, document_id: input.documentId, routes: JSON.stringify(input.routes) })
    .returning(MANUAL_COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function updateManual(db: Kysely<Database>, id: string, changes: UpdateManual): Promise<Manual> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('manuals').select(['link', 'document_id']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(MANUAL_NOT_FOUND);
    const link = changes.link === undefined ? current.link : changes.link;
    const documentId = changes.documentId === undefined ? current.document_id : changes.documentId;
    if (link === null && documentId === null) throw invalid('Invalid manual: link: a manual needs a link or a document');
    const row = await trx
      .updateTable('manuals')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.routes !== undefined ? { routes: JSON.stringify(changes.routes) } : {}),
        link,
        document_id: documentId,
      })
      .where('id', '=', id)
      .returning(MANUAL_COLUMNS)
      .executeTakeFirstOrThrow();
    return present(row);
  });
}

export async function deleteManual(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom('manuals').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(MANUAL_NOT_FOUND);
}
