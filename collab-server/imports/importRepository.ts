import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../store';
import { MAX_RESULTS_SHOWN, type ImportDetail, type ImportMapping, type ImportSource, type ImportStatus, type ImportSummary } from '../../realtime/protocol/imports';
import type { RowRejection } from './importRowWriter';

/** `total`: the rows of the table, known when it is accepted, so a queued import already says how many it will read. */
export type NewImport = { id: string; name: string; source: ImportSource; fileName: string; classId: string; owner: string; mapping: ImportMapping; total: number };

export async function insertImport(db: Kysely<Database>, i: NewImport): Promise<void> {
  await db
    .insertInto('imports')
    .values({ id: i.id, name: i.name, source: i.source, file_name: i.fileName, class_id: i.classId, owner: i.owner, mapping: JSON.stringify(i.mapping), total: i.total, message: null, ended_at: null })
    .execute();
}

/**
 * The import's numbers as committed: what every push carries, so the bar, its label and the
 * counters a client shows are always one set — the same the import's page reads back.
 */
export async function readProgress(db: Kysely<Database>, id: string): Promise<ImportSummary['progress']> {
  const row = await db.selectFrom('imports').select(['done', 'total', 'rejected']).where('id', '=', id).executeTakeFirstOrThrow();
  return { done: row.done, total: row.total, rejected: row.rejected };
}

export async function markRunning(db: Kysely<Database>, id: string, total: number): Promise<void> {
  await db.updateTable('imports').set({ status: 'running', total, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Counts rows written and rejected, with a result for each rejected row; inside the rows' transaction. */
export async function recordOutcome(trx: Transaction<Database>, id: string, written: number, rejected: RowRejection[]): Promise<void> {
  if (rejected.length) {
    await trx
      .insertInto('import_results')
      .values(rejected.map((r) => ({ import_id: id, row_number: r.row, status: 'rejected', message: r.message })))
      .execute();
  }
  await trx
    .updateTable('imports')
    .set({
      done: sql`done + ${written + rejected.length}`,
      imported: sql`imported + ${written}`,
      rejected: sql`rejected + ${rejected.length}`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function finishImport(db: Kysely<Database>, id: string, status: Extract<ImportStatus, 'completed' | 'failed'>, message: string | null): Promise<void> {
  await db.updateTable('imports').set({ status, message, ended_at: sql`now()`, updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** Imports left queued or running by a process that stopped without finishing them (nothing touched them for `staleMs`). */
export async function failAbandonedImports(db: Kysely<Database>, staleMs: number, message: string): Promise<number> {
  const result = await db
    .updateTable('imports')
    .set({ status: 'failed', message, ended_at: sql`now()` })
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', new Date(Date.now() - staleMs))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('imports as i')
    .innerJoin('users as u', 'u.id', 'i.owner')
    .leftJoin('instances as c', 'c.id', 'i.class_id')
    .select(['i.id', 'i.name', 'i.source', 'i.file_name', 'i.class_id', 'i.owner', 'u.name as owner_name', 'c.name as class_name', 'i.status', 'i.total', 'i.done', 'i.rejected', 'i.imported', 'i.message', 'i.created_at', 'i.ended_at', 'i.mapping']);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function present(r: SummaryRow): ImportSummary {
  return {
    id: r.id,
    name: r.name,
    source: r.source as ImportSource,
    fileName: r.file_name,
    classId: r.class_id,
    className: r.class_name ?? '',
    ownerId: r.owner,
    ownerName: r.owner_name,
    status: r.status as ImportStatus,
    progress: { done: r.done, total: r.total, rejected: r.rejected },
    imported: r.imported,
    message: r.message,
    createdAt: iso(r.created_at) ?? '',
    endedAt: iso(r.ended_at),
  };
}

/** Newest first: the caller's own imports, or everybody's for an administrator. */
export async function listImports(db: Kysely<Database>, viewer: { userId: string; isAdmin: boolean }, limit: number): Promise<ImportSummary[]> {
  let query = summaryQuery(db).orderBy('i.created_at', 'desc').orderBy('i.id').limit(limit);
  if (!viewer.isAdmin) query = query.where('i.owner', '=', viewer.userId);
  return (await query.execute()).map(present);
}

export async function findImport(db: Kysely<Database>, id: string): Promise<ImportDetail | null> {
  const row = await summaryQuery(db).where('i.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const results = await db
    .selectFrom('import_results')
    .select(['row_number', 'message'])
    .where('import_id', '=', id)
    .orderBy('row_number')
    .limit(MAX_RESULTS_SHOWN)
    .execute();
  const mapping = typeof row.mapping === 'string' ? (JSON.parse(row.mapping) as ImportMapping) : row.mapping;
  return { ...present(row), mapping, results: results.map((r) => ({ row: r.row_number, status: 'rejected' as const, message: r.message })) };
}
