import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database, GeneratedTimestamp, Timestamp } from '../../store';
import type { OwlFormat, OwlImportCounts, OwlImportError, OwlImportStatus, OwlImportStatusAnswer } from '../../../realtime/protocol/ontology/owl';

/** One OWL import (migration 0015). */
interface OwlImportsTable {
  id: string;
  owner: string;
  file_name: string;
  format: string | null;
  map_id: string;
  status: ColumnType<string, string | undefined, string>;
  progress: ColumnType<number, number | undefined, number>;
  counts: ColumnType<OwlImportCounts, string | undefined, string>;
  error: ColumnType<OwlImportError | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  ended_at: Timestamp | null;
}
// the table is OWL interchange's own: its type stays here rather than in the shared schema
type OwlDb = Kysely<Database & { owl_imports: OwlImportsTable }>;
const owl = (db: Kysely<Database>): OwlDb => db as unknown as OwlDb;

export const EMPTY_COUNTS: OwlImportCounts = { triples: 0, classes: 0, objectProperties: 0, dataProperties: 0, individuals: 0 };

export type NewOwlImport = { id: string; owner: string; fileName: string; format: OwlFormat | null; mapId: string };

export async function insertOwlImport(db: Kysely<Database>, i: NewOwlImport): Promise<void> {
  await owl(db)
    .insertInto('owl_imports')
    .values({ id: i.id, owner: i.owner, file_name: i.fileName, format: i.format, map_id: i.mapId, counts: JSON.stringify(EMPTY_COUNTS), ended_at: null })
    .execute();
}

export async function markOwlImportRunning(db: Kysely<Database>, id: string, format: OwlFormat): Promise<void> {
  await owl(db).updateTable('owl_imports').set({ status: 'running', format, updated_at: sql`now()` }).where('id', '=', id).execute();
}

export async function finishOwlImport(db: Kysely<Database>, id: string, outcome: { status: 'completed' | 'failed'; counts: OwlImportCounts; error: OwlImportError | null }): Promise<void> {
  await owl(db)
    .updateTable('owl_imports')
    .set({
      status: outcome.status,
      progress: outcome.status === 'completed' ? 1 : 0,
      counts: JSON.stringify(outcome.counts),
      error: outcome.error ? JSON.stringify(outcome.error) : null,
      ended_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Imports a stopped process left pending or running: they can never finish (their file was in its memory). */
export async function failAbandonedOwlImports(db: Kysely<Database>, staleMs: number, message: string): Promise<number> {
  const result = await owl(db)
    .updateTable('owl_imports')
    .set({ status: 'failed', error: JSON.stringify({ message }), ended_at: sql`now()` })
    .where('status', 'in', ['pending', 'running'])
    .where('updated_at', '<', new Date(Date.now() - staleMs))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export async function findOwlImport(db: Kysely<Database>, id: string): Promise<(OwlImportStatusAnswer & { ownerId: string }) | null> {
  const r = await owl(db).selectFrom('owl_imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    importId: r.id,
    ownerId: r.owner,
    mapId: r.map_id,
    fileName: r.file_name,
    format: r.format as OwlFormat | null,
    status: r.status as OwlImportStatus,
    progress: Number(r.progress),
    counts: { ...EMPTY_COUNTS, ...json<OwlImportCounts>(r.counts) },
    problem: r.error ? json<OwlImportError>(r.error) : null,
    createdAt: iso(r.created_at) ?? '',
    endedAt: iso(r.ended_at),
  };
}
