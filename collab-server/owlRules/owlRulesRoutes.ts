import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  checkOwlRuleSchema,
  runOwlRuleSchema,
  saveOwlRuleSchema,
  updateOwlRuleSchema,
  type CheckOwlRuleAnswer,
  type OwlRule,
  type OwlRuleList,
  type RunOwlRuleAnswer,
} from '../../realtime/protocol/owlRules';
import { checkRule } from '../../model/owlRules/checkRule';
import { parseInput, isProblem } from '../problems';
import { requireSignedIn } from '../auth';
import { accessTo, loadAccessGrants } from '../access';
import { assertMayCreateOn, requireEditableRule, requireRule, ruleObject } from './ruleGuard';
import { checkAgainstStore } from './ruleCompiler';
import { changeRule, createRule, presentFresh, removeRule } from './ruleCommands';
import { kindOf, listRuleRows, presentRule, structureOf } from './ruleRepository';
import { loadOntologyIndex } from './ontologyIndexLoader';
import { runRule } from './ruleRunner';
import { refusedRule, type RuleDetails } from './ruleProblems';
import { problemResponse } from '../http';

/** Answers a rule's refusal with its details (owlRuleRefusalSchema); other errors go their usual way. */
export async function withRuleDetails<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!isProblem(error) || !error.details || typeof error.details !== 'object') throw error;
    const details = error.details as RuleDetails;
    if (!details.problems && !details.current) throw error;
    const { status, body } = problemResponse(error);
    return reply.code(status).send({ ...body, details: { problems: details.problems, current: details.current } });
  }
}

/**
 * OWL rules (domain spec §3.6, §5, §9; platform spec §2 /owl-rules, /owl-rule/{id}): list, read,
 * create, change (with the version it started from), delete, copy; check a rule's SWRL; run a saved
 * or a draft rule (first 50 rows of what it derives).
 */
export async function owlRulesRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  api.get('/owlRules', async (request): Promise<OwlRuleList> => {
    const caller = await requireSignedIn(ctx, request);
    const [rows, grants] = await Promise.all([listRuleRows(db), loadAccessGrants(db, caller)]);
    const index = await loadOntologyIndex(db, rows.map((r) => r.swrl));
    return {
      items: rows.map((row) => {
        const checked = checkRule({ swrl: row.swrl, structure: structureOf(row), kind: kindOf(row) }, index);
        const { json_str: _structure, ...summary } = presentRule(row, accessTo(grants, ruleObject(row)).change, checked.ok ? [] : checked.problems);
        return summary;
      }),
    };
  });

  api.post('/owlRules/check', async (request): Promise<CheckOwlRuleAnswer> => {
    await requireSignedIn(ctx, request);
    const input = parseInput(checkOwlRuleSchema, request.body, 'rule check');
    const check = await checkAgainstStore(db, { swrl: input.swrl, structure: input.json_str, kind: input.kind, ruleId: input.ruleId });
    const { checked } = check;
    return {
      ok: check.problems.length === 0,
      swrl: checked.swrl,
      kind: checked.kind,
      json_str: checked.structure,
      problems: check.problems,
      reads: check.reads,
      writes: check.writes,
    };
  });

  api.post('/owlRules/run', async (request, reply) =>
    withRuleDetails(reply, async (): Promise<RunOwlRuleAnswer> => {
      await requireSignedIn(ctx, request);
      const input = parseInput(runOwlRuleSchema, request.body, 'rule run');
      if (!input.swrl?.trim() && !input.json_str) throw refusedRule([]);
      return runRule(db, { name: 'черновик', swrl: input.swrl ?? '', structure: input.json_str ?? null, kind: input.kind ?? 'computedClass', ruleId: null, params: input.params });
    }),
  );

  api.post('/owlRules', async (request, reply) =>
    withRuleDetails(reply, async (): Promise<OwlRule> => {
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(saveOwlRuleSchema, request.body, 'rule');
      await assertMayCreateOn(db, caller, input.mapId);
      const id = await createRule(ctx, caller, input);
      reply.code(201);
      return presentFresh(db, caller, id);
    }),
  );

  api.get('/owlRules/:id', async (request): Promise<OwlRule> => {
    const { id } = parseInput(idParamsSchema, request.params, 'rule id');
    const caller = await requireSignedIn(ctx, request);
    const { row, access } = await requireRule(db, caller, id);
    const index = await loadOntologyIndex(db, [row.swrl]);
    const checked = checkRule({ swrl: row.swrl, structure: structureOf(row), kind: kindOf(row) }, index);
    return presentRule(row, access.change, checked.ok ? [] : checked.problems);
  });

  api.put('/owlRules/:id', async (request, reply) =>
    withRuleDetails(reply, async (): Promise<OwlRule> => {
      const { id } = parseInput(idParamsSchema, request.params, 'rule id');
      const caller = await requireSignedIn(ctx, request);
      const { version, ...input } = parseInput(updateOwlRuleSchema, request.body, 'rule');
      const row = await requireEditableRule(db, caller, id);
      if (input.mapId !== row.map_id) await assertMayCreateOn(db, caller, input.mapId);
      await changeRule(ctx, caller, row, version, input);
      return presentFresh(db, caller, id);
    }),
  );

  api.delete('/owlRules/:id', async (request): Promise<{ deleted: true }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'rule id');
    const caller = await requireSignedIn(ctx, request);
    const row = await requireEditableRule(db, caller, id);
    await removeRule(ctx, caller, row);
    return { deleted: true };
  });

  api.post('/owlRules/:id/copy', async (request, reply) =>
    withRuleDetails(reply, async (): Promise<OwlRule> => {
      const { id } = parseInput(idParamsSchema, request.params, 'rule id');
      const caller = await requireSignedIn(ctx, request);
      const { row } = await requireRule(db, caller, id);
      await assertMayCreateOn(db, caller, row.map_id);
      const copy = saveOwlRuleSchema.parse({
        name: `${row.name} (копия)`.slice(0, 300),
        kind: kindOf(row),
        ruleText: row.rule_text,
        swrl: row.swrl,
        json_str: structureOf(row),
        noConnectionToComputedProp: row.no_connection_to_computed_prop,
        subject_area: presentRule(row, false, []).subject_area,
        mapId: row.map_id,
        // a copy writes what the original writes: it starts switched off, or it would compute the same values twice
        enabled: false,
      });
      const newId = await createRule(ctx, caller, copy);
      reply.code(201);
      return presentFresh(db, caller, newId);
    }),
  );

  api.post('/owlRules/:id/run', async (request, reply) =>
    withRuleDetails(reply, async (): Promise<RunOwlRuleAnswer> => {
      const { id } = parseInput(idParamsSchema, request.params, 'rule id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(runOwlRuleSchema, request.body ?? {}, 'rule run');
      const { row } = await requireRule(db, caller, id);
      const draft = Boolean(input.swrl?.trim() || input.json_str);
      return runRule(db, {
        name: row.name,
        swrl: draft ? (input.swrl ?? '') : row.swrl,
        structure: draft ? (input.json_str ?? null) : structureOf(row),
        kind: input.kind ?? kindOf(row),
        ruleId: row.id,
        params: input.params,
      });
    }),
  );
}
