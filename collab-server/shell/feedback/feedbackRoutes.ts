import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { feedbackRequestSchema } from '../../../realtime/protocol/shell/feedback';
import { sendFeedback } from './feedbackSender';
import { parseInput } from '../../problems';
import { requireSignedIn } from '../../auth';

/** POST /api/app/feedback: the feedback / contact-developer form, sent to the administrators. */
export async function feedbackRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.post('/app/feedback', async (request) => {
    const body = parseInput(feedbackRequestSchema, request.body, 'feedback');
    const caller = await requireSignedIn(ctx, request);
    const sent = await sendFeedback(ctx, caller.user.id, body);
    request.log.info({ userId: caller.user.id, kind: body.kind, sent }, 'feedback sent to the administrators');
    return { sent };
  });
}
