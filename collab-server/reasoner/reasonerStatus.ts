import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store';
import type { ReasonerRunsTable } from './reasonerTables';
import type { ReasonerStatus } from '../../realtime/protocol/reasoner';

export type RunRow = Selectable<ReasonerRunsTable>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Whether edits came in that the last run did not cover: a run of them is queued. */
export const isBehind = (row: Pick<RunRow, 'wanted_seq' | 'covered_seq' | 'axiom_gen' | 'covered_gen'>): boolean =>
  BigInt(row.wanted_seq) > BigInt(row.covered_seq) || row.axiom_gen !== row.covered_gen;

/** Where a map's reasoner stands, from its row ('never' when it has not been asked for). */
export function presentStatus(mapId: string, row: RunRow | undefined): ReasonerStatus {
  if (!row) return { mapId, state: 'never', progress: null, version: 0, consistent: null, error: null, finishedAt: null, stats: null };
  return {
    mapId,
    state: row.state === 'done' && isBehind(row) ? 'queued' : row.state,
    progress: row.state === 'running' ? Math.min(1, Math.max(0, row.progress ?? 0)) : null,
    version: row.version,
    consistent: row.consistent,
    error: row.error,
    finishedAt: iso(row.finished_at),
    stats: row.stats,
  };
}

export async function readRunRow(db: Kysely<Database>, mapId: string): Promise<RunRow | undefined> {
  return db.selectFrom('reasoner_runs').selectAll().where('map_id', '=', mapId).executeTakeFirst();
}

export async function readStatus(db: Kysely<Database>, mapId: string): Promise<ReasonerStatus> {
  return presentStatus(mapId, await readRunRow(db, mapId));
}
