import type { AppContext } from '../context';
import type { EvaluateAnswer, EvaluateRequest, TestCase, TestResult, TestRunAnswer } from '../../realtime/protocol/dmn';
import type { CompiledDmn } from '../../model/dmn/compileDmn';
import { DmnError } from '../../model/dmn/dmnError';
import type { DmnModel } from '../../model/dmn/dmnModel';
import { contextFromInstance } from './ontology/instanceContext';
import type { DecisionRow } from './decisionRepository';
import { compiledDecision } from './compiledDecisions';
import { compileDraft, withDmnProblems } from './decisionChecks';
import { outcomeValues, sameValue } from './testComparison';

/**
 * Evaluating a decision (issue 17 §3–4): the stored XML (compiled once per revision) or the editor's
 * draft, with inputs of the wrong type refused (strictInputs). An engine error is a 400 DmnProblem.
 */

/** The stored decision compiled, or the draft `xml` when given. */
export async function compiledFor(row: DecisionRow, xml: string | undefined): Promise<CompiledDmn> {
  if (xml !== undefined) return compileDraft(xml);
  return withDmnProblems(() => compiledDecision(row));
}

export async function evaluateDecision(ctx: AppContext, row: DecisionRow, input: EvaluateRequest): Promise<EvaluateAnswer> {
  const compiled = await compiledFor(row, input.xml);
  const filled = input.instance ? await contextFromInstance(ctx, row, input.decision, input.instance) : {};
  const context = { ...filled, ...input.context };
  const outcome = await withDmnProblems(() => compiled.evaluate(input.decision || undefined, context, { strictInputs: true }));
  return { ...outcome, context };
}

/** Output names of the decision a test names (or the first one): what a single output's value is called. */
function outputNames(model: DmnModel, ref: string): string[] {
  const decision = ref ? model.decisions.find((d) => d.id === ref || d.name === ref) : model.decisions[0];
  if (!decision) return [];
  return decision.logic?.kind === 'table' ? decision.logic.outputs.map((o) => o.text || decision.name) : [decision.name];
}

function runOne(compiled: CompiledDmn, test: TestCase): TestResult {
  const base = { testId: test.id, name: test.name, expected: test.expected };
  try {
    const outcome = compiled.evaluate(test.decision || undefined, test.inputs, { strictInputs: true });
    const actual = outcomeValues(outcome.value, Object.keys(test.expected), outputNames(compiled.model, test.decision));
    const failed = Object.keys(test.expected).filter((k) => !sameValue(test.expected[k], actual[k]));
    return { ...base, passed: failed.length === 0, actual, failed, matchedRules: outcome.decisions.find((d) => d.decisionId === outcome.decisionId)?.matchedRules ?? [], error: null };
  } catch (error) {
    if (!(error instanceof DmnError)) throw error;
    return { ...base, passed: false, actual: null, failed: Object.keys(test.expected), matchedRules: [], error: error.message };
  }
}

/** Runs the test cases; an evaluation error fails its test (the others still run). */
export async function runTests(row: DecisionRow, tests: TestCase[], xml: string | undefined): Promise<TestRunAnswer> {
  const compiled = await compiledFor(row, xml);
  const results = tests.map((t) => runOne(compiled, t));
  const passed = results.filter((r) => r.passed).length;
  return { results, passed, failed: results.length - passed };
}
