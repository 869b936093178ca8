import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  compareParamsSchema,
  decisionRestoreSchema,
  decisionVersionCreateSchema,
  type Decision,
  type DecisionComparison,
  type DecisionList,
} from '../../realtime/protocol/dmn';
import { loadDmn } from '../../model/dmn/loadDmn';
import { compareModels } from '../../model/dmn/versions/ruleDiff';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';
import { accessTo, loadAccessGrants } from '../access';
import { decisionObject, editableDecision, readableDecision } from './decisionGuard';
import { copyAsVersion, presentFresh, restoreVersion } from './decisionCommands';
import { familyRows, findListedDecision, presentSummary } from './decisionRepository';
import { withDmnProblems } from './decisionChecks';
import { withDecisionDetails } from './decisionRefusalRoute';

/**
 * Versions of a decision (issue 17 §6): every version is a decision of its own in one family (same
 * rootVersionDmn, numbered by versionNumber). List the family, save the current state as a new version,
 * restore an older one as the newest, compare two versions rule by rule.
 */
export async function dmnVersionRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  api.get('/dmn/:id/versions', async (request): Promise<DecisionList> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const row = await readableDecision(ctx, caller, id);
    const grants = await loadAccessGrants(db, caller);
    const rows = (await familyRows(db, row.root_version)).filter((r) => accessTo(grants, decisionObject(r)).read);
    return { rows: rows.map((r) => presentSummary(r, accessTo(grants, decisionObject(r)).change)), count: rows.length };
  });

  api.post('/dmn/:id/versions', async (request, reply): Promise<Decision> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const { name } = parseInput(decisionVersionCreateSchema, request.body ?? {}, 'decision version');
    const row = await editableDecision(ctx, caller, id);
    const newId = await copyAsVersion(ctx, caller, row, name);
    reply.code(201);
    return presentFresh(db, caller, newId);
  });

  api.post('/dmn/:id/restore', async (request, reply): Promise<Decision> => {
    const { id } = parseInput(idParamsSchema, request.params, 'decision id');
    const caller = await requireSignedIn(ctx, request);
    const { from } = parseInput(decisionRestoreSchema, request.body, 'decision restore');
    const row = await editableDecision(ctx, caller, id);
    const source = await readableDecision(ctx, caller, from);
    const newId = await restoreVersion(ctx, caller, row, source);
    reply.code(201);
    return presentFresh(db, caller, newId);
  });

  api.get('/dmn/:id/compare/:other', async (request, reply) =>
    withDecisionDetails(reply, async (): Promise<DecisionComparison> => {
      const { id, other } = parseInput(compareParamsSchema, request.params, 'decision comparison');
      const caller = await requireSignedIn(ctx, request);
      const [left, right] = await Promise.all([readableDecision(ctx, caller, id), readableDecision(ctx, caller, other)]);
      const [leftModel, rightModel] = await withDmnProblems(() => Promise.all([loadDmn(left.xml), loadDmn(right.xml)]));
      const grants = await loadAccessGrants(db, caller);
      const [l, r] = await Promise.all([findListedDecision(db, left.id), findListedDecision(db, right.id)]);
      if (!l || !r) throw new Error('decision vanished while compared');
      return { left: presentSummary(l, accessTo(grants, decisionObject(l)).change), right: presentSummary(r, accessTo(grants, decisionObject(r)).change), tables: compareModels(leftModel, rightModel) };
    }),
  );
}
