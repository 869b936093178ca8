import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../store';
import type { FcaRunsTable } from './fcaTables';
import { fcaRunSchema, type FcaRun } from '../../realtime/protocol/fca';
import { FCA_MESSAGES } from './fcaMessages';

/**
 * Server runs in SQL (fca_runs), so any process answers for a run and stops it: the process
 * computing it writes progress and a heartbeat, and reads `stop_requested` while it works.
 */

export type FcaRunRow = Selectable<FcaRunsTable>;

/** A run whose process has not written for this long is gone (crashed, killed): it reads as failed. */
export const HEARTBEAT_LOST_MS = 30_000;

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

export async function insertRun(db: Kysely<Database>, entryId: string, userId: string, contextHash: string): Promise<string> {
  const id = randomUUID();
  await db.insertInto('fca_runs').values({ id, entry_id: entryId, user_id: userId, context_hash: contextHash, state: 'queued' }).execute();
  return id;
}

/** The entry's newest run, if any. */
export async function latestRun(db: Kysely<Database>, entryId: string): Promise<FcaRunRow | undefined> {
  return db.selectFrom('fca_runs').selectAll().where('entry_id', '=', entryId).orderBy('started_at', 'desc').limit(1).executeTakeFirst();
}

export async function findRun(db: Kysely<Database>, entryId: string, runId: string): Promise<FcaRunRow | undefined> {
  return db.selectFrom('fca_runs').selectAll().where('id', '=', runId).where('entry_id', '=', entryId).executeTakeFirst();
}

const lost = (row: FcaRunRow, now: number): boolean => (row.state === 'queued' || row.state === 'running') && now - new Date(row.heartbeat_at).getTime() > HEARTBEAT_LOST_MS;

/** The run as the API answers it; one whose heartbeat stopped counts as failed. */
export function presentRun(row: FcaRunRow, now = Date.now()): FcaRun {
  const gone = lost(row, now);
  const result = row.result === null ? null : fcaRunSchema.shape.result.safeParse(json(row.result));
  return {
    id: row.id,
    entryId: row.entry_id,
    contextHash: row.context_hash,
    state: gone ? 'failed' : (row.state as FcaRun['state']),
    progress: row.progress,
    concepts: row.concepts,
    covers: row.covers,
    implications: row.implications,
    error: gone ? FCA_MESSAGES.runLost : row.error,
    startedAt: iso(row.started_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    result: result?.success ? result.data : null,
  };
}

/** Asks the process computing the run to stop it (it reads the flag while it works). */
export async function requestStop(db: Kysely<Database>, runId: string): Promise<void> {
  await db.updateTable('fca_runs').set({ stop_requested: true }).where('id', '=', runId).where('state', 'in', ['queued', 'running']).execute();
}

/** The runs among `ids` someone asked to stop, or that are gone (their entry was deleted). */
export async function stopRequestedAmong(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('fca_runs').select(['id', 'stop_requested']).where('id', 'in', [...ids]).execute();
  const live = new Map(rows.map((r) => [r.id, r.stop_requested]));
  return new Set(ids.filter((id) => live.get(id) !== false));
}

export type RunProgress = { state: 'queued' | 'running'; progress: number; concepts: number };

/** Progress and the heartbeat of the runs a process holds (a statement a run: a process holds few). */
export async function writeProgress(db: Kysely<Database>, runs: ReadonlyMap<string, RunProgress>): Promise<void> {
  for (const [id, p] of runs) {
    await db
      .updateTable('fca_runs')
      .set({ state: p.state, progress: p.progress, concepts: p.concepts, heartbeat_at: sql`now()` })
      .where('id', '=', id)
      .where('state', 'in', ['queued', 'running'])
      .execute();
  }
}

export type RunEnd =
  | { state: 'done'; concepts: number; covers: number; implications: number | null; result: NonNullable<FcaRun['result']> }
  | { state: 'stopped' | 'failed'; error: string | null };

export async function finishRun(db: Kysely<Database>, id: string, end: RunEnd): Promise<void> {
  const common = { state: end.state, heartbeat_at: sql<Date>`now()`, finished_at: new Date() };
  const values =
    end.state === 'done'
      ? { ...common, progress: 1, concepts: end.concepts, covers: end.covers, implications: end.implications, result: JSON.stringify(end.result), error: null }
      : { ...common, error: end.error };
  await db.updateTable('fca_runs').set(values).where('id', '=', id).execute();
}
