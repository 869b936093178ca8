import { z } from 'zod';
import { idSchema } from '../ids';
import { dmnValueSchema, matchedRuleSchema } from './evaluation';

/**
 * Running a decision over the ontology (issue 17 §5): evaluate it for every instance of a class or
 * of a saved semantic search, in a job that shows progress and can be stopped; optionally write
 * outputs into properties as computed values that stay current when inputs change.
 */

/** What to run over: the instances of a class (with its subclasses) or the rows of a saved semantic search. */
export const runSourceSchema = z.union([z.object({ classId: idSchema }).strict(), z.object({ searchId: idSchema }).strict()]);
export type RunSource = z.infer<typeof runSourceSchema>;

/** Which output (by output column id in the XML) goes into which property. */
export const outputWriteBackSchema = z.object({ columnId: z.string().min(1).max(200), propId: idSchema }).strict();
export type OutputWriteBack = z.infer<typeof outputWriteBackSchema>;

/** POST /api/dmn/:id/runs → { runId } (202). */
export const runStartSchema = z
  .object({
    decision: z.string().max(300).optional(),
    source: runSourceSchema,
  })
  .strict();
export type RunStart = z.infer<typeof runStartSchema>;
export const runStartedSchema = z.object({ runId: idSchema });

export const RUN_STATES = ['running', 'done', 'failed', 'stopped'] as const;
export const runStateSchema = z.enum(RUN_STATES);
export type RunState = z.infer<typeof runStateSchema>;

/** One instance's result. `error`: why this instance could not be evaluated (others go on). */
export const runRowSchema = z.object({
  inst: idSchema,
  name: z.string(),
  inputs: z.record(z.string(), dmnValueSchema),
  outputs: z.record(z.string(), dmnValueSchema),
  matchedRules: z.array(matchedRuleSchema),
  error: z.string().nullable(),
});
export type RunRow = z.infer<typeof runRowSchema>;

/** GET /api/dmn/runs/:runId?offset&limit: the run's state and a page of its rows. DELETE stops it. */
export const runPageQuerySchema = z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(1000).default(100) }).strict();
export const runStatusSchema = z.object({
  runId: idSchema,
  decisionId: idSchema,
  state: runStateSchema,
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  /** Output columns' names in order (the results table's columns after the instance). */
  inputColumns: z.array(z.string()),
  outputColumns: z.array(z.string()),
  rows: z.array(runRowSchema),
  ms: z.number().nonnegative(),
});
export type RunStatus = z.infer<typeof runStatusSchema>;
export const runParamsSchema = z.object({ runId: idSchema }).strict();

/**
 * PUT /api/dmn/:id/computed: write outputs into properties as computed values (read-only, marked
 * computed in forms and get_data), recomputed when an input property of an instance changes.
 * `null` turns it off and removes the values. GET answers the current setting.
 */
export const computedSettingSchema = z
  .object({
    decision: z.string().max(300).default(''),
    source: runSourceSchema,
    outputs: z.array(outputWriteBackSchema).min(1, 'Выберите хотя бы один выход и свойство для записи').max(50),
  })
  .strict();
export type ComputedSetting = z.infer<typeof computedSettingSchema>;
export const computedStateSchema = z.object({
  setting: computedSettingSchema.nullable(),
  state: z.enum(['idle', 'running', 'done', 'failed']),
  /** How many values are written now. */
  values: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ComputedState = z.infer<typeof computedStateSchema>;
export const computedPutSchema = z.object({ setting: computedSettingSchema.nullable() }).strict();
