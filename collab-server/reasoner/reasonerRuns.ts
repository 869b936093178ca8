import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';

/**
 * The SQL side of "one run per map at a time" across server processes: a run is claimed with a
 * lease on the map's reasoner_runs row; what the next run must cover (`wanted_seq`: the newest
 * change-log seq that touched the map; `axiom_gen`: bumped by stored-axiom edits) is written by
 * whoever saw the edit, so the process holding the lease reruns when the row says it is behind.
 */

// a process that died holding a lease lets others in after this long; a live one renews it
export const LEASE_SECONDS = 30;

export type Claim = { wantedSeq: string; axiomGen: number; version: number };

/** Asks for a run of the map: creates its row on first use. `seq` is a change-log seq the run must cover. */
export async function requestRun(db: Kysely<Database>, mapId: string, bump: { seq?: string; axioms?: boolean }): Promise<void> {
  const seq = bump.seq ?? '0';
  const inc = bump.axioms ? 1 : 0;
  await db
    .insertInto('reasoner_runs')
    .values({ map_id: mapId, wanted_seq: seq, axiom_gen: inc })
    .onConflict((oc) =>
      oc.column('map_id').doUpdateSet({
        wanted_seq: sql<string>`greatest(reasoner_runs.wanted_seq, excluded.wanted_seq)`,
        axiom_gen: sql<number>`reasoner_runs.axiom_gen + ${inc}`,
      }),
    )
    .execute();
}

/**
 * These maps' runs must cover change-log `seq`: a map never classified gets its row (a new map, an
 * import), one already classified is marked behind. Idempotent: every process marks the same seq.
 */
export async function markMapsBehind(db: Kysely<Database>, mapIds: readonly string[], seq: string): Promise<string[]> {
  if (mapIds.length === 0) return [];
  const rows = await db
    .insertInto('reasoner_runs')
    .values([...mapIds].map((mapId) => ({ map_id: mapId, wanted_seq: seq, axiom_gen: 0 })))
    .onConflict((oc) => oc.column('map_id').doUpdateSet({ wanted_seq: sql<string>`greatest(reasoner_runs.wanted_seq, excluded.wanted_seq)` }))
    .returning('map_id')
    .execute();
  return rows.map((r) => r.map_id);
}

/**
 * Takes the map's lease for `owner` when a run is due (edits the last run did not cover) and no
 * other live process holds it; null otherwise.
 */
export async function claimRun(db: Kysely<Database>, mapId: string, owner: string): Promise<Claim | null> {
  const row = await db
    .updateTable('reasoner_runs')
    .set({
      owner,
      lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
      state: 'running',
      progress: 0,
      error: null,
      stop_requested: false,
      started_at: sql<Date>`now()`,
    })
    .where('map_id', '=', mapId)
    .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '=', owner), eb('lease_until', '<', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('wanted_seq', '>', eb.ref('covered_seq')), eb('axiom_gen', '<>', eb.ref('covered_gen'))]))
    .returning(['wanted_seq', 'axiom_gen', 'version'])
    .executeTakeFirst();
  return row ? { wantedSeq: String(row.wanted_seq), axiomGen: row.axiom_gen, version: row.version } : null;
}

/** Renews the lease while a run goes on; answers whether someone asked it to stop. */
export async function renewLease(db: Kysely<Database>, mapId: string, owner: string): Promise<{ held: boolean; stopRequested: boolean }> {
  const row = await db
    .updateTable('reasoner_runs')
    .set({ lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('map_id', '=', mapId)
    .where('owner', '=', owner)
    .returning('stop_requested')
    .executeTakeFirst();
  return { held: row !== undefined, stopRequested: row?.stop_requested ?? false };
}

/**
 * Gives the lease back unless edits came in since the run's claim (the row is behind what it
 * covered): then it is kept and the caller runs again. Answers whether another run is due.
 */
export async function releaseRun(db: Kysely<Database>, mapId: string, owner: string): Promise<boolean> {
  const released = await db
    .updateTable('reasoner_runs')
    .set({ owner: null, lease_until: null })
    .where('map_id', '=', mapId)
    .where('owner', '=', owner)
    .where((eb) => eb('wanted_seq', '<=', eb.ref('covered_seq')))
    .where((eb) => eb('axiom_gen', '=', eb.ref('covered_gen')))
    .returning('map_id')
    .executeTakeFirst();
  if (released) return false;
  // still ours: something changed meanwhile; not ours (taken after an expired lease): nothing to do
  const row = await db.selectFrom('reasoner_runs').select('owner').where('map_id', '=', mapId).executeTakeFirst();
  return row?.owner === owner;
}

/**
 * Ends a run that was stopped or failed: the lease is let go, and the edits it was to cover count
 * as covered — a stop is not undone by a process that hears of them late, nor a failure retried in
 * a loop; the next edit runs again.
 */
export async function abandonRun(db: Kysely<Database>, mapId: string, owner: string, covered: Claim, state: 'stopped' | 'failed', error: string | null): Promise<void> {
  await db
    .updateTable('reasoner_runs')
    .set({ owner: null, lease_until: null, state, error, progress: null, stop_requested: false, finished_at: sql<Date>`now()`, covered_seq: covered.wantedSeq, covered_gen: covered.axiomGen })
    .where('map_id', '=', mapId)
    .where('owner', '=', owner)
    .execute();
}

/** Asks whoever runs the map to stop (a process other than this one reads it when it renews its lease). */
export async function requestStop(db: Kysely<Database>, mapId: string): Promise<void> {
  await db.updateTable('reasoner_runs').set({ stop_requested: true }).where('map_id', '=', mapId).where('state', 'in', ['queued', 'running']).execute();
}

export async function setProgress(db: Kysely<Database>, mapId: string, owner: string, progress: number): Promise<void> {
  await db.updateTable('reasoner_runs').set({ progress }).where('map_id', '=', mapId).where('owner', '=', owner).execute();
}
