import type { Kysely } from 'kysely';
import type { Database } from '../../store';
import type { CompiledDmn } from '../../../model/dmn/compileDmn';
import { invalid } from '../../problems';
import type { DecisionRow } from '../decisionRepository';
import { compiledDecision } from '../compiledDecisions';
import { bindingsOf } from '../decisionRepository';
import { withDmnProblems } from '../decisionChecks';
import { boundInputsOf, decisionOf, outputColumnsOf, type BoundInput, type OutputColumn } from './boundColumns';
import { derivedSourcesOf, readInstanceInputs, type DerivedSources } from './inputValuesReader';
import { evaluateInstances, type EvaluatedRow } from './batchEvaluation';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';

/**
 * What evaluating a decision over many instances needs, worked out once: the compiled revision,
 * the bound inputs and the output columns. A batch is then one read of its inputs and the engine.
 */
export interface DecisionPlan {
  decisionId: string;
  /** The decision evaluated (id in the model). */
  decisionRef: string;
  compiled: CompiledDmn;
  inputs: BoundInput[];
  outputs: OutputColumn[];
  /** Asked at the first batch: which derived values a bound property may have (a run is short; a value derived meanwhile waits for the next). */
  derived?: DerivedSources;
}

export async function decisionPlan(row: DecisionRow, ref: string | undefined): Promise<DecisionPlan> {
  const compiled = await withDmnProblems(() => compiledDecision(row));
  const decision = decisionOf(compiled.model, ref || undefined);
  if (!decision) throw invalid(ONTOLOGY_MESSAGES.noDecision(ref ?? ''));
  return {
    decisionId: row.id,
    decisionRef: decision.id,
    compiled,
    inputs: boundInputsOf(compiled.model, bindingsOf(row), decision.id),
    outputs: outputColumnsOf(compiled.model, decision.id),
  };
}

/** Reads the batch's inputs in one go and evaluates each instance. */
export async function evaluateBatch(db: Kysely<Database>, plan: DecisionPlan, insts: readonly string[]): Promise<EvaluatedRow[]> {
  plan.derived ??= await derivedSourcesOf(db, plan.inputs.map((i) => i.propId), plan.decisionId);
  const contexts = await readInstanceInputs(db, plan.inputs, insts, plan.decisionId, plan.derived);
  return evaluateInstances(plan.compiled, plan.decisionRef, plan.outputs, insts, contexts);
}
