import { z } from 'zod';
import { idSchema } from './ids';

/**
 * The reasoner of an ontology map (issue 16): its latest classification as the server keeps it,
 * the calls that start and stop a run, and the hub event that tells the map's watchers a run moved
 * on. Conclusions are derived data: every entry here is inferred, never asserted.
 *
 * GET    /api/reasoner/maps/:id?lang=ru|en  -> ReasonerAnswer (readers of the map)
 * POST   /api/reasoner/maps/:id/run         -> ReasonerStatus (editors of the map)
 * DELETE /api/reasoner/maps/:id/run         -> ReasonerStatus (editors of the map)
 * hub    REASONER_UPDATE to the map's entity room (`watch` the map id)
 */

export const REASONER_STATES = ['never', 'queued', 'running', 'done', 'failed', 'stopped'] as const;
export const reasonerStateSchema = z.enum(REASONER_STATES);
export type ReasonerState = z.infer<typeof reasonerStateSchema>;

export const UNUSED_REASONS = ['union', 'complement', 'allValuesFrom', 'cardinality', 'oneOf', 'inverse', 'dataRange', 'negativeAssertion', 'other'] as const;
export const unusedReasonSchema = z.enum(UNUSED_REASONS);

export const reasonerLangSchema = z.enum(['ru', 'en']);
export const reasonerQuerySchema = z.object({ lang: reasonerLangSchema.default('ru') }).strict();
export type ReasonerQuery = z.infer<typeof reasonerQuerySchema>;

/** An entity a conclusion names: its IRI, the stored entity when there is one, and its name in the asked language. */
export const reasonerEntitySchema = z.object({ iri: z.string(), id: idSchema.nullable(), name: z.string() });
export type ReasonerEntity = z.infer<typeof reasonerEntitySchema>;

/** The ids of the axioms a conclusion follows from; their text is in `axioms`. */
const becauseSchema = z.array(z.string());

export const reasonerStatsSchema = z.object({ classes: z.number().int().nonnegative(), axioms: z.number().int().nonnegative(), ms: z.number().nonnegative() });

/** Where a map's reasoner stands: what POST/DELETE answer and what the hub pushes. */
export const reasonerStatusSchema = z.object({
  mapId: idSchema,
  state: reasonerStateSchema,
  /** 0..1 while running. */
  progress: z.number().min(0).max(1).nullable(),
  /** Raised by every finished run: a watcher re-reads the answer when it grows. */
  version: z.number().int().nonnegative(),
  consistent: z.boolean().nullable(),
  error: z.string().nullable(),
  finishedAt: z.string().nullable(),
  stats: reasonerStatsSchema.nullable(),
});
export type ReasonerStatus = z.infer<typeof reasonerStatusSchema>;

export const reasonerAnswerSchema = reasonerStatusSchema.extend({
  /** Why the ontology is inconsistent (empty when it is consistent or never classified). */
  inconsistency: becauseSchema,
  unsatisfiable: z.array(z.object({ cls: reasonerEntitySchema, because: becauseSchema })),
  /** The inferred hierarchy: each class's direct parents after classification; `inferred` marks an edge no assertion gives. */
  taxonomy: z.array(
    z.object({
      cls: reasonerEntitySchema,
      parents: z.array(z.object({ cls: reasonerEntitySchema, inferred: z.boolean(), because: becauseSchema })),
      equivalents: z.array(reasonerEntitySchema),
    }),
  ),
  /** Inferred subclass and equivalence links (also those that are not direct). */
  subClassOf: z.array(z.object({ sub: reasonerEntitySchema, sup: reasonerEntitySchema, because: becauseSchema })),
  equivalent: z.array(z.object({ a: reasonerEntitySchema, b: reasonerEntitySchema, because: becauseSchema })),
  types: z.array(z.object({ individual: reasonerEntitySchema, cls: reasonerEntitySchema, because: becauseSchema })),
  values: z.array(z.object({ subject: reasonerEntitySchema, prop: reasonerEntitySchema, object: reasonerEntitySchema, because: becauseSchema })),
  same: z.array(z.object({ a: reasonerEntitySchema, b: reasonerEntitySchema, because: becauseSchema })),
  /**
   * Axioms kept but outside OWL 2 EL/RL, so not used for inference, with the construct that put them out
   * and the entity each is about (a SubClassOf's subclass, a definition's class), null when none is named.
   */
  unused: z.array(z.object({ id: z.string(), reason: unusedReasonSchema, about: reasonerEntitySchema.nullable() })),
  /** Every axiom named above, rendered in Manchester syntax with the entities' names. */
  axioms: z.record(z.string(), z.string()),
});
export type ReasonerAnswer = z.infer<typeof reasonerAnswerSchema>;

/** The hub's push to the map's entity room: a run was queued, moved on, finished or stopped. */
export const reasonerUpdateSchema = reasonerStatusSchema;
export type ReasonerUpdate = ReasonerStatus;
