import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * Evaluating a decision (issue 17 §3–4): `POST /api/dmn/:id/evaluate` with a context (input data by
 * name), optionally the editor's unsaved `xml` to test what is on screen, or an instance of the bound
 * class whose property values fill the bound input columns. The answer is the decision's result, each
 * evaluated decision's result and the rules that matched (to highlight them in the table).
 *
 * Values on the wire are JSON: numbers, strings, booleans, null, lists, contexts (objects); a date is
 * `YYYY-MM-DD`, a date and time ISO 8601, a duration ISO 8601 (`P1Y2M`, `PT5H`).
 */
export const dmnValueSchema: z.ZodType<unknown> = z.unknown();

export const evaluateRequestSchema = z
  .object({
    /** The decision (id or name in the model) to evaluate; the model's first decision when absent. */
    decision: z.string().max(300).optional(),
    context: z.record(z.string(), dmnValueSchema).default({}),
    /** Evaluate this XML (the editor's current state) instead of the stored one. */
    xml: z.string().max(5_000_000).optional(),
    /** Fill bound input columns from this instance's property values (context entries win). */
    instance: idSchema.optional(),
  })
  .strict();
export type EvaluateRequest = z.infer<typeof evaluateRequestSchema>;

export const matchedRuleSchema = z.object({ ruleId: z.string(), index: z.number().int().positive() });
export type MatchedRule = z.infer<typeof matchedRuleSchema>;

export const decisionOutcomeSchema = z.object({
  decisionId: z.string(),
  name: z.string(),
  value: dmnValueSchema,
  matchedRules: z.array(matchedRuleSchema),
});
export type DecisionOutcome = z.infer<typeof decisionOutcomeSchema>;

export const evaluateAnswerSchema = z.object({
  decisionId: z.string(),
  name: z.string(),
  value: dmnValueSchema,
  /** This decision and every required decision evaluated for it, dependencies first. */
  decisions: z.array(decisionOutcomeSchema),
  /** The context actually used (after filling from the instance). */
  context: z.record(z.string(), dmnValueSchema),
  warnings: z.array(z.string()),
});
export type EvaluateAnswer = z.infer<typeof evaluateAnswerSchema>;

/**
 * 400 of an evaluation or a save: `error` says what is wrong; `where` points at it when it can —
 * a FEEL syntax error's expression and position, the rules that overlap under Unique, the decisions
 * of a requirement cycle.
 */
export const dmnProblemSchema = z.object({
  error: z.string(),
  where: z
    .object({
      decisionId: z.string().optional(),
      ruleIndexes: z.array(z.number().int()).optional(),
      columnId: z.string().optional(),
      expression: z.string().optional(),
      from: z.number().int().optional(),
      to: z.number().int().optional(),
      decisions: z.array(z.string()).optional(),
    })
    .optional(),
});
export type DmnProblem = z.infer<typeof dmnProblemSchema>;

/** A named test case kept with a decision: inputs and the expected value of each output (by output name; a single output: `value`). */
export const testCaseInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Укажите название').max(300),
    decision: z.string().max(300).default(''),
    inputs: z.record(z.string(), dmnValueSchema).default({}),
    expected: z.record(z.string(), dmnValueSchema).default({}),
  })
  .strict();
export type TestCaseInput = z.infer<typeof testCaseInputSchema>;
export const testCaseSchema = testCaseInputSchema.extend({ id: idSchema, createdAt: z.string(), author: z.string().nullable() });
export type TestCase = z.infer<typeof testCaseSchema>;
export const testCaseListSchema = z.object({ rows: z.array(testCaseSchema) });
export const testCaseParamsSchema = z.object({ id: idSchema, testId: idSchema }).strict();

/** POST /api/dmn/:id/tests/run: runs every test case (against `xml` when given: the editor's state). */
export const testRunRequestSchema = z.object({ xml: z.string().max(5_000_000).optional(), only: z.array(idSchema).optional() }).strict();
export const testResultSchema = z.object({
  testId: idSchema,
  name: z.string(),
  passed: z.boolean(),
  /** Output name → expected / actual; the outputs that differ are listed in `failed`. */
  expected: z.record(z.string(), dmnValueSchema),
  actual: z.record(z.string(), dmnValueSchema).nullable(),
  failed: z.array(z.string()),
  matchedRules: z.array(matchedRuleSchema),
  /** Why the evaluation itself failed, when it did. */
  error: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;
export const testRunAnswerSchema = z.object({ results: z.array(testResultSchema), passed: z.number().int(), failed: z.number().int() });
export type TestRunAnswer = z.infer<typeof testRunAnswerSchema>;
