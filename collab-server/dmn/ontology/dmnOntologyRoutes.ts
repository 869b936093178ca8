import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { idParamsSchema } from '../../../realtime/protocol/ids';
import { computedPutSchema, runPageQuerySchema, runParamsSchema, runStartSchema, type ComputedState, type RunStatus } from '../../../realtime/protocol/dmn';
import type { Caller } from '../../auth';
import { parseInput, forbidden, notFound } from '../../problems';
import { requireSignedIn } from '../../auth';
import { editableDecision, readableDecision } from '../decisionGuard';
import { withDecisionDetails } from '../decisionRefusalRoute';
import { startRun } from './runJob';
import { findRun, readRunStatus, requestStop } from './runRepository';
import { readComputedState } from './computedRepository';
import { setComputed } from './computedCommands';
import { resumeComputations } from './computedJob';
import { decisionJobsOf } from './decisionJobs';
import { ONTOLOGY_MESSAGES } from './ontologyMessages';

/**
 * Decisions over the ontology (issue 17 §5): runs over a class or a saved search (started here,
 * carried on in the background, read and stopped from any process), and computed outputs written
 * into properties and kept current.
 */
export async function dmnOntologyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  api.addHook('onClose', async () => decisionJobsOf(ctx).stopAll());
  await resumeComputations(ctx);

  /** Only who started a run (or an administrator) sees or stops it. */
  const ownRun = async (caller: Caller, runId: string) => {
    const run = await findRun(db, runId);
    if (!run) throw notFound(ONTOLOGY_MESSAGES.runNotFound);
    if (run.user_id !== caller.user.id && !caller.user.is_admin) throw forbidden(ONTOLOGY_MESSAGES.mayNotReadRun);
    return run;
  };

  api.post('/dmn/:id/runs', async (request, reply) =>
    withDecisionDetails(reply, async () => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(runStartSchema, request.body, 'run');
      const row = await readableDecision(ctx, caller, id);
      const runId = await startRun(ctx, caller, row, input);
      reply.code(202);
      return { runId };
    }),
  );

  api.get('/dmn/runs/:runId', async (request): Promise<RunStatus> => {
    const { runId } = parseInput(runParamsSchema, request.params, 'run id');
    const page = parseInput(runPageQuerySchema, request.query ?? {}, 'run page');
    const caller = await requireSignedIn(ctx, request);
    await ownRun(caller, runId);
    const status = await readRunStatus(db, runId, page);
    if (!status) throw notFound(ONTOLOGY_MESSAGES.runNotFound);
    return status;
  });

  api.delete('/dmn/runs/:runId', async (request): Promise<RunStatus> => {
    const { runId } = parseInput(runParamsSchema, request.params, 'run id');
    const caller = await requireSignedIn(ctx, request);
    await ownRun(caller, runId);
    await requestStop(db, runId);
    const status = await readRunStatus(db, runId, { offset: 0, limit: 100 });
    if (!status) throw notFound(ONTOLOGY_MESSAGES.runNotFound);
    return status;
  });

  api.get('/dmn/:id/computed', async (request): Promise<ComputedState> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    await readableDecision(ctx, caller, id);
    return readComputedState(db, id);
  });

  api.put('/dmn/:id/computed', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<ComputedState> => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const caller = await requireSignedIn(ctx, request);
      const { setting } = parseInput(computedPutSchema, request.body, 'computed outputs');
      const row = await editableDecision(ctx, caller, id);
      await setComputed(ctx, caller, row, setting);
      return readComputedState(db, id);
    }),
  );
}
