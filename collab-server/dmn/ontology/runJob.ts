import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { RunStart } from '../../../realtime/protocol/dmn';
import type { DecisionRow } from '../decisionRepository';
import { decisionPlan, evaluateBatch, type DecisionPlan } from './decisionPlan';
import { assertSourceExists, sourceInstances } from './runSource';
import { finishRun, insertRun, recordBatch } from './runRepository';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';
import { decisionJobsOf, type DecisionJobs } from './decisionJobs';

/**
 * A run of a decision over a class or a saved search: started by the request, carried on by this
 * process in batches (one read of the inputs, the engine, one write of the rows and the progress per
 * batch), its state in the store so any process answers it. A stop request is read between batches.
 */

export const RUN_BATCH = 1000;

const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function startRun(ctx: AppContext, caller: Caller, row: DecisionRow, input: RunStart): Promise<string> {
  const plan = await decisionPlan(row, input.decision);
  await assertSourceExists(ctx.db, caller, input.source);
  const insts = await sourceInstances(ctx.db, caller, input.source);
  const runId = randomUUID();
  await insertRun(ctx.db, {
    id: runId,
    decisionId: row.id,
    userId: caller.user.id,
    decisionRef: plan.decisionRef,
    source: input.source,
    total: insts.length,
    inputColumns: plan.inputs.map((i) => i.key),
    outputColumns: plan.outputs.map((o) => o.name),
  });
  const jobs = decisionJobsOf(ctx);
  jobs.track(carryOn(ctx, jobs, runId, plan, insts));
  return runId;
}

async function carryOn(ctx: AppContext, jobs: DecisionJobs, runId: string, plan: DecisionPlan, insts: readonly string[]): Promise<void> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  let done = 0;
  let failed = 0;
  try {
    for (let at = 0; at < insts.length; at += RUN_BATCH) {
      await yieldToOthers();
      const batch = insts.slice(at, at + RUN_BATCH);
      const rows = await evaluateBatch(ctx.db, plan, batch);
      done += batch.length;
      failed += rows.filter((r) => r.error !== null).length;
      const stop = await recordBatch(ctx.db, runId, at, rows, { done, failed, ms: ms() });
      if (jobs.stopping && done < insts.length) {
        await finishRun(ctx.db, runId, 'stopped', { ms: ms(), error: ONTOLOGY_MESSAGES.serverStopped });
        return;
      }
      if (stop && done < insts.length) {
        await finishRun(ctx.db, runId, 'stopped', { ms: ms() });
        return;
      }
    }
    await finishRun(ctx.db, runId, 'done', { ms: ms() });
  } catch (error) {
    ctx.log.error({ err: error, runId }, 'dmn run failed');
    await finishRun(ctx.db, runId, 'failed', { ms: ms(), error: ONTOLOGY_MESSAGES.runFailed }).catch(() => undefined);
  }
}
