import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { fcaRunParamsSchema, startFcaRunSchema, type FcaRun } from '../../realtime/protocol/fca';
import { parseInput, forbidden, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { mayStopRun, requireEntry } from './fcaGuard';
import { entryContext } from './fcaPresent';
import { findRun, insertRun, latestRun, presentRun, requestStop } from './fcaRunRepository';
import { contextFingerprint } from '../../model/fca/fingerprint';
import { FcaRunner } from './fcaRunner';
import { FCA_MESSAGES } from './fcaMessages';

/**
 * Server runs of an entry (a context too large for the browser): whoever reads the entry starts
 * one and reads it; who started it, the entry's editors and administrators stop it. The context is
 * taken when the run starts (built with the starter's rights); the run computes in this process,
 * and any process answers for it from fca_runs.
 */
export async function fcaRunRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const runner = new FcaRunner(ctx);
  api.addHook('onClose', async () => runner.close());

  const readRun = async (ctxId: string, runId: string) => {
    const row = await findRun(ctx.db, ctxId, runId);
    if (!row) throw notFound(FCA_MESSAGES.runNotFound);
    return row;
  };

  api.post('/fca/:id/runs', async (request, reply: FastifyReply): Promise<FcaRun> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const { implications, lang } = parseInput(startFcaRunSchema, request.body ?? {}, 'FCA run');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireEntry(ctx.db, caller, id, 'read');
    const { context } = await entryContext(ctx.db, caller, row, lang);
    const runId = await insertRun(ctx.db, id, caller.user.id, contextFingerprint(context));
    runner.enqueue(runId, context, implications);
    reply.code(202);
    return presentRun(await readRun(id, runId));
  });

  // the newest run, so a page opened again finds a result computed (or still computing) for its context
  api.get('/fca/:id/runs/latest', async (request): Promise<FcaRun> => {
    const { id } = parseInput(idParamsSchema, request.params, 'FCA entry id');
    const caller = await requireSignedIn(ctx, request);
    await requireEntry(ctx.db, caller, id, 'read');
    const row = await latestRun(ctx.db, id);
    if (!row) throw notFound(FCA_MESSAGES.runNotFound);
    return presentRun(row);
  });

  api.get('/fca/:id/runs/:runId', async (request): Promise<FcaRun> => {
    const { id, runId } = parseInput(fcaRunParamsSchema, request.params, 'FCA run');
    const caller = await requireSignedIn(ctx, request);
    await requireEntry(ctx.db, caller, id, 'read');
    return presentRun(await readRun(id, runId));
  });

  api.delete('/fca/:id/runs/:runId', async (request): Promise<FcaRun> => {
    const { id, runId } = parseInput(fcaRunParamsSchema, request.params, 'FCA run');
    const caller = await requireSignedIn(ctx, request);
    const { access } = await requireEntry(ctx.db, caller, id, 'read');
    const run = await readRun(id, runId);
    if (!mayStopRun(access, run.user_id, caller.user.id)) throw forbidden(FCA_MESSAGES.mayNotStopRun);
    await requestStop(ctx.db, runId);
    // held here: stopped at once; held by another process: it reads the flag within its tick
    runner.stop(runId);
    return presentRun(await readRun(id, runId));
  });
}
