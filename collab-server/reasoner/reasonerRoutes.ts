import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { reasonerQuerySchema, type ReasonerAnswer, type ReasonerStatus } from '../../realtime/protocol/reasoner';
import { parseInput } from '../problems';
import { requireCaller, requireSignedIn } from '../auth';
import { requireMapEditor, requireMapReadable } from './reasonerAccess';
import { readReasonerAnswer } from './reasonerAnswer';
import { reasonerOf } from './reasonerRuntime';

/** A map's inferences, and starting and stopping its classification (realtime/protocol/reasoner.ts). */
export async function reasonerRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/reasoner/maps/:id', async (request): Promise<ReasonerAnswer> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const { lang } = parseInput(reasonerQuerySchema, request.query ?? {}, 'query');
    const caller = await requireCaller(ctx, request);
    await requireMapReadable(ctx.db, caller, id);
    const answer = await readReasonerAnswer(ctx.db, id, lang);
    // the first look at a map's inferences starts its reasoner; edits keep it current from then on
    if (answer.state === 'never') return { ...answer, ...(await reasonerOf(ctx).runNow(id)) };
    return answer;
  });

  api.post('/reasoner/maps/:id/run', async (request): Promise<ReasonerStatus> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const caller = await requireSignedIn(ctx, request);
    await requireMapEditor(ctx.db, caller, id);
    return reasonerOf(ctx).runNow(id);
  });

  api.delete('/reasoner/maps/:id/run', async (request): Promise<ReasonerStatus> => {
    const { id } = parseInput(idParamsSchema, request.params, 'map id');
    const caller = await requireSignedIn(ctx, request);
    await requireMapEditor(ctx.db, caller, id);
    return reasonerOf(ctx).stop(id);
  });
}
