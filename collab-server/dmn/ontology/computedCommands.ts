import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import type { ComputedSetting } from '../../../realtime/protocol/dmn';
import type { DecisionRow } from '../decisionRepository';
import { decisionPlan } from './decisionPlan';
import { resolveTargets } from './computedTargets';
import { assertSourceExists } from './runSource';
import { removeComputed, saveComputed } from './computedRepository';
import { scheduleComputation } from './computedJob';

/**
 * Sets (or, with null, removes) a decision's computed outputs: the setting is checked against the
 * decision and the ontology before anything is written, stored, and computed in the background.
 */
export async function setComputed(ctx: AppContext, caller: Caller, row: DecisionRow, setting: ComputedSetting | null): Promise<void> {
  if (setting === null) {
    await removeComputed(ctx.db, row.id);
    return;
  }
  const plan = await decisionPlan(row, setting.decision || undefined);
  await resolveTargets(ctx.db, plan.outputs, setting.outputs, true);
  await assertSourceExists(ctx.db, caller, setting.source);
  const mark = await ctx.db.transaction().execute(async (trx) => {
    // values of outputs no longer written go now; the others are replaced batch by batch
    const kept = setting.outputs.map((o) => o.propId);
    await trx.deleteFrom('dmn_derived').where('decision_id', '=', row.id).where('prop', 'not in', kept).execute();
    return saveComputed(trx, row.id, setting);
  });
  scheduleComputation(ctx, row.id, mark);
}
