import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../store';
import { findDecisionRow } from '../decisionRepository';
import { decisionPlan, evaluateBatch } from './decisionPlan';
import { resolveTargets } from './computedTargets';
import { sourceInstances } from './runSource';
import { decisionOwnerCaller } from './sourceCaller';
import { derivedRowsOf, dropDerivedOutside, replaceDerived } from './derivedWriter';
import { finishComputed, findComputed, isCurrentMark, markRecompute, settingOf } from './computedRepository';
import { decisionJobsOf, type DecisionJobs } from './decisionJobs';
import { RUN_BATCH } from './runJob';

/**
 * Computes a decision's outputs for every instance of its source and stores them as computed values,
 * batch by batch (each batch's values replaced in one transaction). A newer setting or revision
 * (`mark` no longer current) makes an older computation give way.
 */

export type ComputationFigures = { instances: number; values: number; failed: number; ms: number; superseded: boolean };

const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function computeAll(db: Kysely<Database>, decisionId: string, mark: string, jobs: DecisionJobs | null, batchSize = RUN_BATCH): Promise<ComputationFigures> {
  const started = performance.now();
  const figures: ComputationFigures = { instances: 0, values: 0, failed: 0, ms: 0, superseded: false };
  const [row, computed] = await Promise.all([findDecisionRow(db, decisionId), findComputed(db, decisionId)]);
  if (!row || !computed) return { ...figures, superseded: true };
  const setting = settingOf(computed);
  try {
    const plan = await decisionPlan(row, setting.decision || undefined);
    const targets = await resolveTargets(db, plan.outputs, setting.outputs, false);
    const insts = await sourceInstances(db, await decisionOwnerCaller(db, row.author), setting.source);
    for (let at = 0; at < insts.length; at += batchSize) {
      if (jobs) await yieldToOthers();
      if (jobs?.stopping || !(await isCurrentMark(db, decisionId, mark))) return { ...figures, superseded: true, ms: performance.now() - started };
      const batch = insts.slice(at, at + batchSize);
      const rows = await evaluateBatch(db, plan, batch);
      const next = derivedRowsOf(decisionId, rows, targets);
      await db.transaction().execute((trx) => replaceDerived(trx, decisionId, batch, next, false));
      figures.instances += batch.length;
      figures.values += next.length;
      figures.failed += rows.filter((r) => r.error !== null).length;
    }
    await dropDerivedOutside(db, decisionId, insts);
    await finishComputed(db, decisionId, mark, 'done');
  } catch (error) {
    await finishComputed(db, decisionId, mark, 'failed').catch(() => undefined);
    throw error;
  }
  return { ...figures, ms: performance.now() - started };
}

/** Starts the computation in the background of this process. */
export function scheduleComputation(ctx: AppContext, decisionId: string, mark: string): void {
  const jobs = decisionJobsOf(ctx);
  jobs.track(
    computeAll(ctx.db, decisionId, mark, jobs).then(
      () => undefined,
      (error: unknown) => ctx.log.error({ err: error, decisionId }, 'dmn computed values failed'),
    ),
  );
}

/**
 * After a decision was saved (a new revision): its computed values follow the new logic. B1's save
 * calls this once the transaction has committed.
 */
export async function recomputeAfterSave(ctx: AppContext, decisionId: string): Promise<void> {
  const mark = await markRecompute(ctx.db, decisionId);
  if (mark) scheduleComputation(ctx, decisionId, mark);
}

/**
 * Computations a stopped process left unfinished start again (with a new mark: if another process
 * is still at one, it gives way to this one).
 */
export async function resumeComputations(ctx: AppContext): Promise<void> {
  const left = await ctx.db.selectFrom('dmn_computed').select('decision_id').where('enabled', '=', true).where('state', '=', 'running').execute();
  for (const row of left) await recomputeAfterSave(ctx, row.decision_id);
}
