import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { MatchedRule, RunState, RunStatus } from '../../../realtime/protocol/dmn';
import type { EvaluatedRow } from './batchEvaluation';
import { insertByColumns, type ArrayColumn } from '../../store';

/**
 * Runs as stored (dmn_runs, dmn_run_rows): any process answers a run's state and pages of its rows,
 * and asks the process running it to stop (`stop_requested`, read between batches).
 */

const parseJson = <T>(value: unknown, fallback: T): T => {
  if (typeof value !== 'string') return (value ?? fallback) as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

const ROW_COLUMNS = (runId: string, firstSeq: number): ArrayColumn<EvaluatedRow & { i: number }>[] => [
  { column: 'run_id', type: 'uuid', value: () => runId },
  { column: 'seq', type: 'int', value: (r) => firstSeq + r.i },
  { column: 'inst', type: 'uuid', value: (r) => r.inst },
  { column: 'name', type: 'text', value: (r) => r.name },
  { column: 'inputs', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.inputs) },
  { column: 'outputs', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.outputs) },
  { column: 'matched', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.matchedRules) },
  { column: 'error', type: 'text', value: (r) => r.error },
];

export type RunRecord = { id: string; decision_id: string; user_id: string; state: string };

export async function insertRun(
  db: Kysely<Database>,
  run: { id: string; decisionId: string; userId: string; decisionRef: string; source: unknown; total: number; inputColumns: string[]; outputColumns: string[] },
): Promise<void> {
  await db
    .insertInto('dmn_runs')
    .values({
      id: run.id,
      decision_id: run.decisionId,
      user_id: run.userId,
      decision_ref: run.decisionRef,
      source: JSON.stringify(run.source),
      total: run.total,
      input_columns: JSON.stringify(run.inputColumns),
      output_columns: JSON.stringify(run.outputColumns),
    })
    .execute();
}

/** One batch's rows and the run's progress, in one transaction (a reader never sees rows beyond `done`). */
export async function recordBatch(db: Kysely<Database>, runId: string, firstSeq: number, rows: readonly EvaluatedRow[], progress: { done: number; failed: number; ms: number }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (rows.length) await insertByColumns(trx, 'dmn_run_rows', ROW_COLUMNS(runId, firstSeq), rows.map((r, i) => ({ ...r, i })));
    const row = await trx
      .updateTable('dmn_runs')
      .set({ done: progress.done, failed: progress.failed, ms: progress.ms })
      .where('id', '=', runId)
      .returning('stop_requested')
      .executeTakeFirst();
    return row?.stop_requested ?? true;
  });
}

export async function finishRun(db: Kysely<Database>, runId: string, state: Exclude<RunState, 'running'>, fields: { ms: number; error?: string | null }): Promise<void> {
  await db
    .updateTable('dmn_runs')
    .set({ state, ms: fields.ms, error: fields.error ?? null, finished_at: new Date().toISOString() })
    .where('id', '=', runId)
    .where('state', '=', 'running')
    .execute();
}

export async function findRun(db: Kysely<Database>, runId: string): Promise<RunRecord | undefined> {
  return db.selectFrom('dmn_runs').select(['id', 'decision_id', 'user_id', 'state']).where('id', '=', runId).executeTakeFirst();
}

/** Asks the running process to stop; a run that already ended stays as it ended. */
export async function requestStop(db: Kysely<Database>, runId: string): Promise<void> {
  await db.updateTable('dmn_runs').set({ stop_requested: true }).where('id', '=', runId).execute();
}

export async function readRunStatus(db: Kysely<Database>, runId: string, page: { offset: number; limit: number }): Promise<RunStatus | null> {
  const run = await db.selectFrom('dmn_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!run) return null;
  const rows = await db
    .selectFrom('dmn_run_rows')
    .select(['inst', 'name', 'inputs', 'outputs', 'matched', 'error'])
    .where('run_id', '=', runId)
    .orderBy('seq')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return {
    runId: run.id,
    decisionId: run.decision_id,
    state: run.state as RunState,
    done: run.done,
    total: run.total,
    failed: run.failed,
    error: run.error,
    inputColumns: parseJson<string[]>(run.input_columns, []),
    outputColumns: parseJson<string[]>(run.output_columns, []),
    rows: rows.map((r) => ({
      inst: r.inst,
      name: r.name,
      inputs: parseJson<Record<string, unknown>>(r.inputs, {}),
      outputs: parseJson<Record<string, unknown>>(r.outputs, {}),
      matchedRules: parseJson<MatchedRule[]>(r.matched, []),
      error: r.error,
    })),
    ms: Number(run.ms),
  };
}
