import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { testCaseInputSchema, testCaseParamsSchema, testRunRequestSchema, type TestCase, type TestRunAnswer } from '../../realtime/protocol/dmn';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';
import { editableDecision, readableDecision } from './decisionGuard';
import { addTestCase, changeTestCase, listTestCases, removeTestCase } from './testCaseRepository';
import { runTests } from './decisionEvaluation';
import { withDecisionDetails } from './decisionRefusalRoute';

/**
 * Test cases kept with a decision (issue 17 §4): whoever reads the decision lists and runs them (against
 * the stored decision or the editor's draft); whoever may change it adds, changes and deletes them.
 */
export async function dmnTestRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  api.get('/dmn/:id/tests', async (request): Promise<{ rows: TestCase[] }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    await readableDecision(ctx, caller, id);
    return { rows: await listTestCases(db, id) };
  });

  api.post('/dmn/:id/tests', async (request, reply): Promise<TestCase> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const input = parseInput(testCaseInputSchema, request.body, 'test case');
    await editableDecision(ctx, caller, id);
    const created = await addTestCase(db, id, caller.user.id, input);
    reply.code(201);
    return created;
  });

  api.put('/dmn/:id/tests/:testId', async (request): Promise<TestCase> => {
    const { id, testId } = parseInput(testCaseParamsSchema, request.params, 'test case id');
    const caller = await requireSignedIn(ctx, request);
    const input = parseInput(testCaseInputSchema, request.body, 'test case');
    await editableDecision(ctx, caller, id);
    return changeTestCase(db, id, testId, input);
  });

  api.delete('/dmn/:id/tests/:testId', async (request, reply) => {
    const { id, testId } = parseInput(testCaseParamsSchema, request.params, 'test case id');
    const caller = await requireSignedIn(ctx, request);
    await editableDecision(ctx, caller, id);
    await removeTestCase(db, id, testId);
    return reply.code(204).send();
  });

  api.post('/dmn/:id/tests/run', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<TestRunAnswer> => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(testRunRequestSchema, request.body ?? {}, 'test run');
      const row = await readableDecision(ctx, caller, id);
      return runTests(row, await listTestCases(db, id, input.only), input.xml);
    }),
  );
}
