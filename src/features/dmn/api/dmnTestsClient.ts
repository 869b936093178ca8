import { apiFetch, ApiError } from '../../../api/apiFetch';
import { idSchema } from '../../../../realtime/protocol/ids';
import {
  dmnProblemSchema,
  evaluateAnswerSchema,
  testCaseListSchema,
  testCaseSchema,
  testRunAnswerSchema,
  type DmnProblem,
  type EvaluateAnswer,
  type EvaluateRequest,
  type TestCase,
  type TestCaseInput,
  type TestRunAnswer,
} from '../../../../realtime/protocol/dmn';

/** Testing a decision in its editor (/api/dmn/:id/evaluate, /api/dmn/:id/tests…), answers parsed with the protocol's schemas. */

const one = (id: string) => `dmn/${idSchema.parse(id)}`;

/** Evaluates the decision (the editor's unsaved XML when given); a refusal is thrown (see dmnProblemOf). */
export const evaluateDecision = async (id: string, request: EvaluateRequest, signal?: AbortSignal): Promise<EvaluateAnswer> =>
  evaluateAnswerSchema.parse(await apiFetch<unknown>(`${one(id)}/evaluate`, { method: 'POST', body: request, signal, noLog: true }));

export const listTestCases = async (id: string): Promise<TestCase[]> => testCaseListSchema.parse(await apiFetch<unknown>(`${one(id)}/tests`)).rows;

export const createTestCase = async (id: string, test: TestCaseInput): Promise<TestCase> =>
  testCaseSchema.parse(await apiFetch<unknown>(`${one(id)}/tests`, { method: 'POST', body: test }));

export const updateTestCase = async (id: string, testId: string, test: TestCaseInput): Promise<TestCase> =>
  testCaseSchema.parse(await apiFetch<unknown>(`${one(id)}/tests/${idSchema.parse(testId)}`, { method: 'PUT', body: test }));

export const deleteTestCase = async (id: string, testId: string): Promise<void> => {
  await apiFetch<unknown>(`${one(id)}/tests/${idSchema.parse(testId)}`, { method: 'DELETE' });
};

/** Runs every test case (or `only` these) against `xml`, the editor's state, when given. */
export const runTestCases = async (id: string, request: { xml?: string; only?: string[] }): Promise<TestRunAnswer> =>
  testRunAnswerSchema.parse(await apiFetch<unknown>(`${one(id)}/tests/run`, { method: 'POST', body: request, noLog: true }));

/** A refused evaluation as the engine worded it (with where it is wrong), or the failure's text. */
export function dmnProblemOf(error: unknown): DmnProblem {
  if (error instanceof ApiError) {
    const parsed = dmnProblemSchema.safeParse(error.data);
    if (parsed.success) return parsed.data;
  }
  return { error: error instanceof Error ? error.message : String(error) };
}
