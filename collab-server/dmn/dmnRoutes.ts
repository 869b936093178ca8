import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  decisionCreateSchema,
  decisionExportQuerySchema,
  decisionListQuerySchema,
  decisionSaveSchema,
  decisionSharingInputSchema,
  evaluateRequestSchema,
  type Decision,
  type DecisionList,
  type DecisionSharing,
  type EvaluateAnswer,
} from '../../realtime/protocol/dmn';
import { convertDmnVersion } from '../../model/dmn/dmnVersions';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';
import { contentDisposition } from '../dataApi';
import { accessTo, loadAccessGrants, readScope } from '../access';
import { decisionObject, editableDecision, readableDecision } from './decisionGuard';
import { createDecision, presentFresh, removeDecision, saveDecision } from './decisionCommands';
import { listDecisionRows, presentSummary } from './decisionRepository';
import { readDecisionSharing, shareDecision } from './decisionSharing';
import { evaluateDecision } from './decisionEvaluation';
import { withDmnProblems } from './decisionChecks';
import { withDecisionDetails } from './decisionRefusalRoute';
import { dmnVersionRoutes } from './dmnVersionRoutes';
import { dmnTestRoutes } from './dmnTestRoutes';

/**
 * Decisions (domain spec §3.5; platform spec §2 /dmn, /dmn/{id}; issue 17): list, create (empty or
 * from an imported DMN 1.3/1.5 file), open, save (with the revision it started from), delete, export,
 * evaluate, share; versions and test cases in their own route files.
 */
export async function dmnRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  api.get('/dmn', async (request): Promise<DecisionList> => {
    const caller = await requireSignedIn(ctx, request);
    const query = parseInput(decisionListQuerySchema, request.query ?? {}, 'decision list');
    const grants = await loadAccessGrants(db, caller);
    const { rows, count } = await listDecisionRows(db, readScope(grants, 'decision'), query);
    return { rows: rows.map((row) => presentSummary(row, accessTo(grants, decisionObject(row)).change)), count };
  });

  api.post('/dmn', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<Decision> => {
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(decisionCreateSchema, request.body, 'decision');
      const id = await createDecision(ctx, caller, input);
      reply.code(201);
      return presentFresh(db, caller, id);
    }),
  );

  api.get('/dmn/:id', async (request): Promise<Decision> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    await readableDecision(ctx, caller, id);
    return presentFresh(db, caller, id);
  });

  api.put('/dmn/:id', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<Decision> => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(decisionSaveSchema, request.body, 'decision');
      const row = await editableDecision(ctx, caller, id);
      await saveDecision(ctx, caller, row, input);
      return presentFresh(db, caller, id);
    }),
  );

  api.delete('/dmn/:id', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const row = await editableDecision(ctx, caller, id);
    await removeDecision(ctx, row);
    return reply.code(204).send();
  });

  api.get('/dmn/:id/export', async (request, reply) =>
    withDecisionDetails(reply, async () => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const { version } = parseInput(decisionExportQuerySchema, request.query ?? {}, 'decision export');
      const caller = await requireSignedIn(ctx, request);
      const row = await readableDecision(ctx, caller, id);
      const xml = await withDmnProblems(() => convertDmnVersion(row.xml, version));
      const fileName = `${(row.system_name || row.name).replace(/[\\/:*?"<>|]+/g, '_')}.dmn`;
      return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', contentDisposition(fileName, 'application/xml')).send(xml);
    }),
  );

  api.post('/dmn/:id/evaluate', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<EvaluateAnswer> => {
      const { id } = parseInput(idParamsSchema, request.params, 'decision id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(evaluateRequestSchema, request.body ?? {}, 'evaluation');
      const row = await readableDecision(ctx, caller, id);
      return evaluateDecision(ctx, row, input);
    }),
  );

  api.get('/dmn/:id/sharing', async (request): Promise<DecisionSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    await editableDecision(ctx, caller, id);
    return readDecisionSharing(db, id);
  });

  api.put('/dmn/:id/sharing', async (request): Promise<DecisionSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const input = parseInput(decisionSharingInputSchema, request.body, 'decision sharing');
    const row = await editableDecision(ctx, caller, id);
    await shareDecision(db, row, input);
    return readDecisionSharing(db, id);
  });

  await dmnVersionRoutes(api, ctx);
  await dmnTestRoutes(api, ctx);
}
