import { z } from 'zod';
import { idSchema } from '../ids';

/** GET /api/ontology/stats: the counts of classes, properties and individuals per ontology map. */

/** How many entities of each kind; the built-in meta-model is never counted. */
export const ontologyCountsSchema = z.object({
  classes: z.number().int().nonnegative(),
  objectProperties: z.number().int().nonnegative(),
  dataProperties: z.number().int().nonnegative(),
  /** Instances that are not classes, properties or meta-model objects (maps, commands, …). */
  individuals: z.number().int().nonnegative(),
});
export type OntologyCounts = z.infer<typeof ontologyCountsSchema>;

/** GET /api/ontology/stats[?map=id]: with `map`, `maps` holds only that map. */
export const ontologyStatsQuerySchema = z.object({ map: idSchema.optional() }).strict();
export type OntologyStatsQuery = z.infer<typeof ontologyStatsQuerySchema>;

export const ontologyMapCountsSchema = ontologyCountsSchema.extend({ id: idSchema, name: z.string() });
export type OntologyMapCounts = z.infer<typeof ontologyMapCountsSchema>;

/** Totals over the whole ontology (every entity, in a map or not) and the counts of each map (entities tagged with it). */
export const ontologyStatsSchema = z.object({ total: ontologyCountsSchema, maps: z.array(ontologyMapCountsSchema) });
export type OntologyStats = z.infer<typeof ontologyStatsSchema>;
